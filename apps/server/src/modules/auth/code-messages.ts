import type { LanguageCode } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import type { AppDeps } from '../../app-deps.ts';

type CodeTexts = {
  subject: string;
  body: (code: string, company: string) => string;
  link: string;
  sms: string;
};

const TEXTS: Record<LanguageCode, CodeTexts> = {
  en: {
    subject: 'Your login code',
    body: (code, company) => `Your code for ${company} is ${code}. It is valid for 10 minutes.`,
    link: 'Or log in with this link:',
    sms: 'Your login code is',
  },
  es: {
    subject: 'Tu código de acceso',
    body: (code, company) => `Tu código para ${company} es ${code}. Es válido durante 10 minutos.`,
    link: 'O inicia sesión con este enlace:',
    sms: 'Tu código de acceso es',
  },
  he: {
    subject: 'קוד הכניסה שלך',
    body: (code, company) => `הקוד שלך עבור ${company} הוא ${code}. הוא תקף למשך 10 דקות.`,
    link: 'או התחבר/י באמצעות הקישור הזה:',
    sms: 'קוד הכניסה שלך הוא',
  },
  it: {
    subject: 'Il tuo codice di accesso',
    body: (code, company) => `Il tuo codice per ${company} è ${code}. È valido per 10 minuti.`,
    link: 'Oppure accedi con questo link:',
    sms: 'Il tuo codice di accesso è',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const texts = TEXTS[input.language];
  const link = `${input.siteOrigin}${routePath(
    'company.verify',
    { session_key: input.key, otp: input.code },
    { redirectTo: input.redirectTo },
  )}`;
  const body = texts.body(input.code, input.companyTitle);
  await deps.mailer.send({
    to: input.to,
    subject: `${texts.subject}: ${input.code}`,
    text: `${body}\n\n${texts.link}\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(texts.link)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}

export async function sendCodeBySms(
  deps: Pick<AppDeps, 'sms'>,
  input: { to: string; code: string; companyTitle: string; language: LanguageCode },
): Promise<void> {
  await deps.sms.send({
    to: input.to,
    text: `${input.companyTitle}: ${TEXTS[input.language].sms} ${input.code}`,
  });
}
