import type { LanguageCode } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import type { AppDeps } from '../../app-deps.ts';
import { text } from '../../lib/texts/index.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Mails the code with a login link `/verify/{key}/{code}` on the site the viewer is using. */
export async function sendCodeByEmail(
  deps: Pick<AppDeps, 'mailer'>,
  input: {
    to: string;
    code: string;
    key: string;
    siteOrigin: string;
    companyTitle: string;
    language: LanguageCode;
    redirectTo?: string | undefined;
  },
): Promise<void> {
  const link = `${input.siteOrigin}${routePath(
    'company.verify',
    { session_key: input.key, otp: input.code },
    { redirectTo: input.redirectTo },
  )}`;
  const body = text(input.language, 'loginCode.body', { code: input.code, company: input.companyTitle });
  const linkLabel = text(input.language, 'loginCode.link');
  await deps.mailer.send({
    to: input.to,
    subject: `${text(input.language, 'loginCode.subject')}: ${input.code}`,
    text: `${body}\n\n${linkLabel}\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(linkLabel)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}

export async function sendCodeBySms(
  deps: Pick<AppDeps, 'sms'>,
  input: { to: string; code: string; companyTitle: string; language: LanguageCode },
): Promise<void> {
  await deps.sms.send({
    to: input.to,
    text: `${input.companyTitle}: ${text(input.language, 'loginCode.sms')} ${input.code}`,
  });
}
