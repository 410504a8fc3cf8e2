import type { LanguageCode } from '@screener/contracts/language';
import { ADMIN_PATHS, type StaffRole } from '@screener/contracts/staff';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { text } from '../../lib/texts/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { brandOf } from '../companies/index.ts';
import type { StaffDeps } from './deps.ts';

/** The invitation's one-time link, in the company's colours; again with a fresh link when resent. */
export async function sendInvitationMail(
  deps: Pick<StaffDeps, 'mailer'>,
  input: {
    to: string;
    company: CompanyRow;
    role: StaffRole;
    token: string;
    siteOrigin: string;
    language: LanguageCode;
    /** Mailed again: the mail says this link replaces the one sent before. */
    resent?: boolean;
  },
): Promise<void> {
  const { language } = input;
  const company = input.company.title;
  const brand = brandOf(input.company, input.siteOrigin);
  const url = `${input.siteOrigin}${ADMIN_PATHS.invitation.replace(':token', input.token)}`;
  const content = {
    language,
    heading: text(language, 'staffMail.invitation.heading'),
    paragraphs: [
      text(language, 'staffMail.invitation.intro', {
        company,
        role: text(language, `staffMail.roles.${input.role}`),
      }),
      text(language, 'staffMail.invitation.expiry'),
      ...(input.resent ? [text(language, 'staffMail.invitation.replaces')] : []),
    ],
    rows: [],
    link: { label: text(language, 'staffMail.invitation.accept'), url },
  };
  await deps.mailer.send({
    to: input.to,
    subject: text(language, 'staffMail.invitation.subject', { company }),
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}

/**
 * A login code and its sign-in link (`/admin/login/link/{key}/{secret}`); without a code (typed
 * codes are closed for the account) the link alone.
 */
export async function sendStaffCodeMail(
  deps: Pick<StaffDeps, 'mailer'>,
  input: {
    to: string;
    company: CompanyRow;
    code: string | null;
    link: { key: string; secret: string };
    siteOrigin: string;
    language: LanguageCode;
  },
): Promise<void> {
  const { language, code } = input;
  const brand = brandOf(input.company, input.siteOrigin);
  const path = ADMIN_PATHS.loginLink.replace(':key', input.link.key).replace(':secret', input.link.secret);
  const content = {
    language,
    heading: text(language, 'staffMail.code.heading'),
    paragraphs: [
      code === null
        ? text(language, 'staffMail.code.linkOnlyIntro')
        : text(language, 'staffMail.code.intro', { code }),
    ],
    rows: [],
    link: { label: text(language, 'staffMail.code.open'), url: `${input.siteOrigin}${path}` },
  };
  await deps.mailer.send({
    to: input.to,
    subject:
      code === null
        ? text(language, 'staffMail.code.linkOnlySubject')
        : `${text(language, 'staffMail.code.subject')}: ${code}`,
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}
