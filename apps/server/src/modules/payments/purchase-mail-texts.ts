import type { LanguageCode } from '@screener/contracts/language';

/** What the receipt and the "we will notify you" mail say, in the viewer's language. */
export type PurchaseMailTexts = {
  receipt: { subject: (company: string) => string; heading: string; intro: (company: string) => string };
  inProcess: { subject: string; heading: string; intro: (company: string) => string };
  item: string;
  seats: string;
  amountPaid: string;
  amount: string;
  order: string;
  dashboard: string;
};

export const PURCHASE_MAIL_TEXTS: Record<LanguageCode, PurchaseMailTexts> = {
  en: {
    receipt: {
      subject: (company) => `Your receipt from ${company}`,
      heading: 'Thank you for your purchase',
      intro: (company) => `Your payment to ${company} is complete.`,
    },
    inProcess: {
      subject: 'Your payment is being processed',
      heading: 'Your payment is being processed',
      intro: (company) =>
        `Your payment to ${company} is still in process. We will notify you by email once it is complete.`,
    },
    item: 'What you bought',
    seats: 'Seats',
    amountPaid: 'Amount paid',
    amount: 'Amount',
    order: 'Order number',
    dashboard: 'Open your dashboard',
  },
  es: {
    receipt: {
      subject: (company) => `Tu recibo de ${company}`,
      heading: 'Gracias por tu compra',
      intro: (company) => `Tu pago a ${company} se ha completado.`,
    },
    inProcess: {
      subject: 'Tu pago se está procesando',
      heading: 'Tu pago se está procesando',
      intro: (company) =>
        `Tu pago a ${company} todavía está en proceso. Te avisaremos por correo electrónico cuando se complete.`,
    },
    item: 'Lo que compraste',
    seats: 'Asientos',
    amountPaid: 'Importe pagado',
    amount: 'Importe',
    order: 'Número de pedido',
    dashboard: 'Abre tu panel',
  },
  he: {
    receipt: {
      subject: (company) => `הקבלה שלכם מ-${company}`,
      heading: 'תודה על הרכישה',
      intro: (company) => `התשלום שלכם ל-${company} הושלם.`,
    },
    inProcess: {
      subject: 'התשלום שלכם בטיפול',
      heading: 'התשלום שלכם בטיפול',
      intro: (company) => `התשלום שלכם ל-${company} עדיין בטיפול. נעדכן אתכם בדוא״ל כשיושלם.`,
    },
    item: 'מה נרכש',
    seats: 'מושבים',
    amountPaid: 'הסכום ששולם',
    amount: 'סכום',
    order: 'מספר הזמנה',
    dashboard: 'מעבר ללוח הבקרה',
  },
  it: {
    receipt: {
      subject: (company) => `La tua ricevuta di ${company}`,
      heading: 'Grazie per il tuo acquisto',
      intro: (company) => `Il tuo pagamento a ${company} è stato completato.`,
    },
    inProcess: {
      subject: 'Il tuo pagamento è in elaborazione',
      heading: 'Il tuo pagamento è in elaborazione',
      intro: (company) =>
        `Il tuo pagamento a ${company} è ancora in elaborazione. Ti avviseremo via email quando sarà completato.`,
    },
    item: 'Cosa hai acquistato',
    seats: 'Posti',
    amountPaid: 'Importo pagato',
    amount: 'Importo',
    order: "Numero d'ordine",
    dashboard: 'Apri il tuo pannello',
  },
};
