import { formatDisplayDate } from '@screener/contracts/dates';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { text } from '../../lib/texts/index.ts';
import { brandOf, type CompanyRow } from '../companies/index.ts';
import { type AutoRegisterBatch, autoRegisterLinkPath } from './admin-links.ts';
import type { AuthDeps } from './deps.ts';

/** Mails sent side by side: a batch of 500 is not 500 round trips one after another. */
const AT_ONCE = 10;

/**
 * Mails each person of a batch their own chat-room invitation, in the company's colours and the
 * site's language. A mail that fails is logged and skipped: its link stays in the list, to be sent
 * again by hand. Answers how many went out.
 */
export async function mailChatInvitations(
  deps: Pick<AuthDeps, 'mailer'>,
  input: {
    company: CompanyRow;
    siteOrigin: string;
    batch: AutoRegisterBatch;
    onFailure: (error: unknown) => void;
  },
): Promise<number> {
  const { company, batch } = input;
  const language = company.customProperties.language;
  const brand = brandOf(company, input.siteOrigin);
  const values = { company: company.title, event: batch.eventTitle };
  const paragraphs = [
    text(language, 'chatInvitation.intro', values),
    text(language, 'chatInvitation.once'),
    ...(batch.expiresAt
      ? [
          text(language, 'chatInvitation.expiry', {
            date: formatDisplayDate(batch.expiresAt, company.timezone, language),
          }),
        ]
      : []),
  ];
  let mailed = 0;
  for (let start = 0; start < batch.links.length; start += AT_ONCE) {
    const sent = await Promise.all(
      batch.links.slice(start, start + AT_ONCE).map(async (link) => {
        const content = {
          language,
          heading: text(language, 'chatInvitation.heading'),
          paragraphs: link.name
            ? [text(language, 'chatInvitation.greeting', { name: link.name }), ...paragraphs]
            : paragraphs,
          rows: [],
          link: {
            label: text(language, 'chatInvitation.join'),
            url: input.siteOrigin + autoRegisterLinkPath(link),
          },
        };
        try {
          await deps.mailer.send({
            to: link.email,
            subject: text(language, 'chatInvitation.subject', values),
            text: renderPlainMail(brand, content),
            html: renderBrandedMail(brand, content),
          });
          return true;
        } catch (error) {
          input.onFailure(error);
          return false;
        }
      }),
    );
    mailed += sent.filter(Boolean).length;
  }
  return mailed;
}
