import type { LanguageCode } from '@screener/contracts/language';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { text } from '../../lib/texts/index.ts';
import { brandOf, type CompanyRow } from '../companies/index.ts';
import type { PrivacyDeps } from './deps.ts';

/**
 * Confirms a deletion to the address the account had, in the viewer's language, saying what went
 * and what the organiser keeps for accounting. The address itself is gone from the database.
 */
export async function mailAccountDeleted(
  deps: Pick<PrivacyDeps, 'mailer' | 'config'>,
  input: { company: CompanyRow; to: string; language: LanguageCode },
): Promise<void> {
  const { company, language } = input;
  const origin = siteOrigin(deps.config, company.domain);
  const values = { company: company.title };
  const content = {
    language,
    heading: text(language, 'accountDeleted.heading'),
    paragraphs: [text(language, 'accountDeleted.intro', values), text(language, 'accountDeleted.kept')],
    rows: [],
    link: { label: text(language, 'accountDeleted.visit', values), url: origin },
  };
  const brand = brandOf(company, origin);
  await deps.mailer.send({
    to: input.to,
    subject: text(language, 'accountDeleted.subject', values),
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}
