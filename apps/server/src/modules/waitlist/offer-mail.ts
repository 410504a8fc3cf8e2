import { LANGUAGES } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { text } from '../../lib/texts/index.ts';
import { findConsumer } from '../auth/index.ts';
import { brandOf, type CompanyRow } from '../companies/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import type { WaitlistDeps } from './deps.ts';
import type { NewOffer } from './offer-places.ts';

export type MailLog = { error(details: object, message: string): void };

/**
 * Mails an offer to its viewer in the language they joined in, with the claim link: the only
 * place its token is ever written. A mail that cannot be sent is logged; the offer still holds
 * its place and passes on unclaimed.
 */
export async function mailOffer(
  deps: Pick<WaitlistDeps, 'db' | 'mailer'>,
  company: CompanyRow,
  origin: string,
  offer: NewOffer,
  log: MailLog,
): Promise<void> {
  const { entry, token } = offer;
  try {
    const [consumer, [event]] = await Promise.all([
      findConsumer(deps.db, company.id, entry.consumerId),
      findScreenerRows(deps.db, company.id, [entry.screenerId]),
    ]);
    if (!consumer || !event || !entry.offerExpiresAt) return;
    const to = consumer.contactEmail ?? consumer.email;
    // Link-only viewers have a placeholder address under .invalid: there is no one to mail.
    if (to.endsWith('.invalid')) return;
    const language = LANGUAGES.find((code) => code === entry.language) ?? 'en';
    const named = { company: company.title, event: event.title };
    const holdUntil = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: company.timezone,
    }).format(entry.offerExpiresAt);
    const content = {
      language,
      heading: text(language, 'waitlistMail.offer.heading'),
      paragraphs: [text(language, 'waitlistMail.offer.intro', named)],
      rows: [
        { label: text(language, 'waitlistMail.offer.event'), value: event.title },
        { label: text(language, 'waitlistMail.offer.holdUntil'), value: holdUntil },
      ],
      link: {
        label: text(language, 'waitlistMail.offer.claim'),
        url: `${origin}${routePath('waitlist.claim', { token })}`,
      },
    };
    const brand = brandOf(company, origin);
    await deps.mailer.send({
      to,
      subject: text(language, 'waitlistMail.offer.subject', named),
      text: renderPlainMail(brand, content),
      html: renderBrandedMail(brand, content),
    });
  } catch (error) {
    log.error({ err: error, waitlistEntryId: entry.id }, 'waitlist offer mail not sent');
  }
}
