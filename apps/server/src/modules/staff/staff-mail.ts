import type { LanguageCode } from '@screener/contracts/language';
import { ADMIN_PATHS, type StaffRole } from '@screener/contracts/staff';
import type { AppDeps } from '../../app-deps.ts';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import type { CompanyRow } from '../companies/index.ts';
import { brandOf } from '../companies/index.ts';

type StaffMailTexts = {
  roles: Record<StaffRole, string>;
  invitation: {
    subject: (company: string) => string;
    heading: string;
    intro: (company: string, role: string) => string;
    expiry: string;
    accept: string;
  };
  code: { subject: string; heading: string; intro: (code: string) => string; open: string };
};

const TEXTS: Record<LanguageCode, StaffMailTexts> = {
  en: {
    roles: { owner: 'owner', manager: 'manager', box_office: 'box office' },
    invitation: {
      subject: (company) => `You are invited to run ${company}`,
      heading: 'Join the team',
      intro: (company, role) => `You have been invited to the back-office of ${company} as ${role}.`,
      expiry: 'The link works once, within 7 days.',
      accept: 'Accept the invitation',
    },
    code: {
      subject: 'Your back-office login code',
      heading: 'Your login code',
      intro: (code) => `Your code is ${code}. It is valid for 10 minutes.`,
      open: 'Open the back-office',
    },
  },
  es: {
    roles: { owner: 'propietario', manager: 'gerente', box_office: 'taquilla' },
    invitation: {
      subject: (company) => `Te invitan a gestionar ${company}`,
      heading: 'Únete al equipo',
      intro: (company, role) => `Te han invitado a la administración de ${company} con el rol ${role}.`,
      expiry: 'El enlace funciona una sola vez, durante 7 días.',
      accept: 'Aceptar la invitación',
    },
    code: {
      subject: 'Tu código de acceso a la administración',
      heading: 'Tu código de acceso',
      intro: (code) => `Tu código es ${code}. Es válido durante 10 minutos.`,
      open: 'Abrir la administración',
    },
  },
  he: {
    roles: { owner: 'בעלים', manager: 'מנהל/ת', box_office: 'קופה' },
    invitation: {
      subject: (company) => `הוזמנת לנהל את ${company}`,
      heading: 'הצטרפות לצוות',
      intro: (company, role) => `הוזמנת לממשק הניהול של ${company} בתפקיד ${role}.`,
      expiry: 'הקישור פועל פעם אחת, במשך 7 ימים.',
      accept: 'קבלת ההזמנה',
    },
    code: {
      subject: 'קוד הכניסה שלך לממשק הניהול',
      heading: 'קוד הכניסה שלך',
      intro: (code) => `הקוד שלך הוא ${code}. הוא תקף למשך 10 דקות.`,
      open: 'פתיחת ממשק הניהול',
    },
  },
  it: {
    roles: { owner: 'titolare', manager: 'manager', box_office: 'biglietteria' },
    invitation: {
      subject: (company) => `Sei invitato a gestire ${company}`,
      heading: 'Unisciti al team',
      intro: (company, role) => `Sei stato invitato nel back-office di ${company} con il ruolo ${role}.`,
      expiry: 'Il link funziona una sola volta, entro 7 giorni.',
      accept: "Accetta l'invito",
    },
    code: {
      subject: 'Il tuo codice di accesso al back-office',
      heading: 'Il tuo codice di accesso',
      intro: (code) => `Il tuo codice è ${code}. È valido per 10 minuti.`,
      open: 'Apri il back-office',
    },
  },
};

/** The invitation's one-time link, in the company's colours. */
export async function sendInvitationMail(
  deps: Pick<AppDeps, 'mailer'>,
  input: {
    to: string;
    company: CompanyRow;
    role: StaffRole;
    token: string;
    siteOrigin: string;
    language: LanguageCode;
  },
): Promise<void> {
  const texts = TEXTS[input.language];
  const brand = brandOf(input.company, input.siteOrigin);
  const url = `${input.siteOrigin}${ADMIN_PATHS.invitation.replace(':token', input.token)}`;
  const content = {
    language: input.language,
    heading: texts.invitation.heading,
    paragraphs: [
      texts.invitation.intro(input.company.title, texts.roles[input.role]),
      texts.invitation.expiry,
    ],
    rows: [],
    link: { label: texts.invitation.accept, url },
  };
  await deps.mailer.send({
    to: input.to,
    subject: texts.invitation.subject(input.company.title),
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}

/** A login code; the link opens the back-office's login, where the code is typed. */
export async function sendStaffCodeMail(
  deps: Pick<AppDeps, 'mailer'>,
  input: { to: string; company: CompanyRow; code: string; siteOrigin: string; language: LanguageCode },
): Promise<void> {
  const texts = TEXTS[input.language];
  const brand = brandOf(input.company, input.siteOrigin);
  const content = {
    language: input.language,
    heading: texts.code.heading,
    paragraphs: [texts.code.intro(input.code)],
    rows: [],
    link: { label: texts.code.open, url: `${input.siteOrigin}${ADMIN_PATHS.login}` },
  };
  await deps.mailer.send({
    to: input.to,
    subject: `${texts.code.subject}: ${input.code}`,
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}
