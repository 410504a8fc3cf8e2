import type { LanguageCode } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import { text } from '../../lib/texts/index.ts';
import type { AuthDeps } from './deps.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Mails the code with a login link `/verify/{key}/{secret}` on the site the viewer is using; the
 * link carries its own 128-bit secret, never the code. Without a code (typed codes are closed for
 * the account) the mail brings the link alone.
 */
export async function sendCodeByEmail(
  deps: Pick<AuthDeps, 'mailer'>,
  input: {
    to: string;
    code: string | null;
    key: string;
    linkSecret: string;
    siteOrigin: string;
    companyTitle: string;
    language: LanguageCode;
    redirectTo?: string | undefined;
  },
): Promise<void> {
  const { language, code } = input;
  const link = `${input.siteOrigin}${routePath(
    'company.verify',
    { session_key: input.key, otp: input.linkSecret },
    { redirectTo: input.redirectTo },
  )}`;
  const body =
    code === null
      ? text(language, 'loginCode.linkOnlyBody', { company: input.companyTitle })
      : text(language, 'loginCode.body', { code, company: input.companyTitle });
  const linkLabel = text(language, code === null ? 'loginCode.linkOnly' : 'loginCode.link');
  await deps.mailer.send({
    to: input.to,
    subject:
      code === null
        ? text(language, 'loginCode.linkOnlySubject')
        : `${text(language, 'loginCode.subject')}: ${code}`,
    text: `${body}\n\n${linkLabel}\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(linkLabel)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}

export async function sendCodeBySms(
  deps: Pick<AuthDeps, 'sms'>,
  input: { to: string; code: string; companyId: number; companyTitle: string; language: LanguageCode },
): Promise<void> {
  await deps.sms.send({
    to: input.to,
    companyId: input.companyId,
    text: `${input.companyTitle}: ${text(input.language, 'loginCode.sms')} ${input.code}`,
  });
}
