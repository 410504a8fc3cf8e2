import type { LanguageCode } from '@screener/contracts/language';

/** What the trial-ends reminder says, in the viewer's language (Spanish with tú). */
export type TrialReminderTexts = {
  subject: (company: string) => string;
  heading: string;
  intro: (company: string, plan: string) => string;
  plan: string;
  trialEnds: string;
  amount: string;
  cancelNote: string;
  link: string;
};

export const TRIAL_REMINDER_TEXTS: Record<LanguageCode, TrialReminderTexts> = {
  en: {
    subject: (company) => `Your ${company} trial ends soon`,
    heading: 'Your trial ends in three days',
    intro: (company, plan) =>
      `Your free trial of ${plan} at ${company} ends soon. Your saved card will then be charged for the first period.`,
    plan: 'Plan',
    trialEnds: 'Trial ends',
    amount: 'Then each period',
    cancelNote: 'To stop before you are charged, cancel your subscription in your dashboard.',
    link: 'Manage your subscription',
  },
  es: {
    subject: (company) => `Tu prueba de ${company} termina pronto`,
    heading: 'Tu prueba termina en tres días',
    intro: (company, plan) =>
      `Tu prueba gratuita de ${plan} en ${company} termina pronto. Después se cobrará el primer periodo a tu tarjeta guardada.`,
    plan: 'Plan',
    trialEnds: 'La prueba termina',
    amount: 'Después, cada periodo',
    cancelNote: 'Si no quieres que se te cobre, cancela tu suscripción en tu panel.',
    link: 'Gestiona tu suscripción',
  },
  he: {
    subject: (company) => `תקופת הניסיון שלך ב-${company} מסתיימת בקרוב`,
    heading: 'תקופת הניסיון שלך מסתיימת בעוד שלושה ימים',
    intro: (company, plan) =>
      `תקופת הניסיון החינמית של ${plan} ב-${company} מסתיימת בקרוב. לאחר מכן הכרטיס השמור יחויב על התקופה הראשונה.`,
    plan: 'תוכנית',
    trialEnds: 'סיום תקופת הניסיון',
    amount: 'לאחר מכן, בכל תקופה',
    cancelNote: 'כדי לעצור לפני החיוב, אפשר לבטל את המינוי בלוח הבקרה.',
    link: 'ניהול המינוי',
  },
  it: {
    subject: (company) => `La tua prova di ${company} termina presto`,
    heading: 'La tua prova termina tra tre giorni',
    intro: (company, plan) =>
      `La tua prova gratuita di ${plan} su ${company} termina presto. Poi la carta salvata verrà addebitata per il primo periodo.`,
    plan: 'Piano',
    trialEnds: 'Fine della prova',
    amount: 'Poi, ogni periodo',
    cancelNote: 'Per non ricevere addebiti, annulla il tuo abbonamento dal tuo pannello.',
    link: 'Gestisci il tuo abbonamento',
  },
};
