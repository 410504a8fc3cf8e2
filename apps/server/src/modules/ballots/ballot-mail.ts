import { LANGUAGES } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import { and, eq, gt, max } from 'drizzle-orm';
import { ofCompany } from '../../db/tenant.ts';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { text } from '../../lib/texts/index.ts';
import { findConsumer } from '../auth/index.ts';
import { brandOf, findCompanyById } from '../companies/index.ts';
import { listPhysicalScreenersEnding } from '../screenings/index.ts';
import { listAdmittedViewers } from '../venues/index.ts';
import { claimBallotLink } from './ballot-links.ts';
import type { BallotsDeps } from './deps.ts';
import { competitionEntries, votingWindows } from './schema.ts';

/** A screening's audience is mailed its ballot within the last hour before the screening ends. */
export const BALLOT_MAIL_LEAD_MS = 3_600_000;

type MailDeps = Pick<BallotsDeps, 'db' | 'mailer'> & {
  origin: (domain: string) => string;
  log: { error(details: object, message: string): void };
};

/** When the last window of a category with films in competition at the event closes, if after `now`. */
async function votingClosesAt(
  db: BallotsDeps['db'],
  companyId: number,
  screenerId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ closesAt: max(votingWindows.closesAt) })
    .from(votingWindows)
    .innerJoin(
      competitionEntries,
      and(
        eq(competitionEntries.screenerId, votingWindows.screenerId),
        eq(competitionEntries.categoryId, votingWindows.categoryId),
      ),
    )
    .where(
      and(
        ofCompany(votingWindows, companyId),
        eq(votingWindows.screenerId, screenerId),
        gt(votingWindows.closesAt, now),
      ),
    );
  return row?.closesAt ?? null;
}

/**
 * One round of the ballot mail: every physical screening ending within the next hour whose voting
 * has not closed mails each viewer admitted at its door a one-click link, once (the link's row is
 * the claim). A viewer admitted later in that hour is mailed by a later round. Answers how many
 * mails went out.
 */
export async function mailBallotsDue(deps: MailDeps, now: Date): Promise<number> {
  const events = await listPhysicalScreenersEnding(
    deps.db,
    now,
    new Date(now.getTime() + BALLOT_MAIL_LEAD_MS),
  );
  let sent = 0;
  for (const event of events) {
    const closesAt = await votingClosesAt(deps.db, event.companyId, event.id, now);
    if (!closesAt) continue;
    const [company, viewers] = await Promise.all([
      findCompanyById(deps.db, event.companyId),
      listAdmittedViewers(deps.db, event.companyId, event.id),
    ]);
    if (!company) continue;
    for (const consumerId of viewers) {
      const consumer = await findConsumer(deps.db, event.companyId, consumerId);
      const to = consumer ? (consumer.contactEmail ?? consumer.email) : null;
      // Link-only viewers have a placeholder address under .invalid: there is no one to mail.
      if (!consumer || !to || to.endsWith('.invalid')) continue;
      const secret = await claimBallotLink(deps.db, {
        companyId: event.companyId,
        screenerId: event.id,
        consumerId,
        expiresAt: closesAt,
        now,
      });
      if (!secret) continue;
      const language = LANGUAGES.find((code) => code === consumer.language) ?? 'en';
      const siteOrigin = deps.origin(company.domain);
      const brand = brandOf(company, siteOrigin);
      const closes = new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: company.timezone,
      }).format(closesAt);
      const content = {
        language,
        heading: text(language, 'ballotMail.heading'),
        paragraphs: [text(language, 'ballotMail.intro', { event: event.title })],
        rows: [{ label: text(language, 'ballotMail.closes'), value: closes }],
        link: {
          label: text(language, 'ballotMail.vote'),
          url: `${siteOrigin}${routePath('ballot.link', { token: secret })}`,
        },
      };
      try {
        await deps.mailer.send({
          to,
          subject: text(language, 'ballotMail.subject', { event: event.title }),
          text: renderPlainMail(brand, content),
          html: renderBrandedMail(brand, content),
        });
        sent += 1;
      } catch (error) {
        deps.log.error({ err: error, screenerId: event.id, consumerId }, 'ballot mail not sent');
      }
    }
  }
  return sent;
}
