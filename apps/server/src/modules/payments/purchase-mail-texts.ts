import type { LanguageCode } from '@screener/contracts/language';

/** What the receipt and the "we will notify you" mail say, in the viewer's language. */
export type PurchaseMailTexts = {
  receipt: { subject: (company: string) => string; heading: string; intro: (company: string) => string };
  inProcess: { subject: string; heading: string; intro: (company: string) => string };
  /** Money that came for seats already taken by someone else, given back. */
  refund: {
    subject: (company: string) => string;
    heading: string;
    intro: (company: string) => string;
    /** The gateway cannot refund online: the company gives it back. */
    byStaff: (company: string) => string;
    /** A paid booking the company cancelled. */
    cancelledHeading: string;
    cancelledIntro: (company: string) => string;
    cancelledByStaff: (company: string) => string;
  };
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
    refund: {
      subject: (company) => `Your payment to ${company} is refunded`,
      heading: 'Your seats were no longer free',
      intro: (company) =>
        `Your payment to ${company} arrived after your seat hold ended, and the seats had been taken. Nothing was booked, and your payment has been refunded in full.`,
      byStaff: (company) =>
        `Your payment to ${company} arrived after your seat hold ended, and the seats had been taken. Nothing was booked, and ${company} will refund your payment in full.`,
      cancelledHeading: 'Your booking was cancelled',
      cancelledIntro: (company) =>
        `${company} cancelled your booking and its seats. Your payment has been refunded in full.`,
      cancelledByStaff: (company) =>
        `${company} cancelled your booking and its seats, and will refund your payment in full.`,
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
    refund: {
      subject: (company) => `Tu pago a ${company} ha sido reembolsado`,
      heading: 'Tus asientos ya no estaban libres',
      intro: (company) =>
        `Tu pago a ${company} llegó después de que terminara tu reserva de asientos, y los asientos ya estaban ocupados. No se reservó nada y tu pago ha sido reembolsado por completo.`,
      byStaff: (company) =>
        `Tu pago a ${company} llegó después de que terminara tu reserva de asientos, y los asientos ya estaban ocupados. No se reservó nada y ${company} te reembolsará el pago por completo.`,
      cancelledHeading: 'Tu reserva ha sido cancelada',
      cancelledIntro: (company) =>
        `${company} canceló tu reserva y sus asientos. Tu pago ha sido reembolsado por completo.`,
      cancelledByStaff: (company) =>
        `${company} canceló tu reserva y sus asientos, y te reembolsará el pago por completo.`,
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
    refund: {
      subject: (company) => `התשלום שלכם ל-${company} הוחזר`,
      heading: 'המושבים כבר לא היו פנויים',
      intro: (company) =>
        `התשלום שלכם ל-${company} הגיע אחרי שזמן שמירת המושבים הסתיים, והמושבים כבר נתפסו. שום דבר לא הוזמן, והתשלום הוחזר לכם במלואו.`,
      byStaff: (company) =>
        `התשלום שלכם ל-${company} הגיע אחרי שזמן שמירת המושבים הסתיים, והמושבים כבר נתפסו. שום דבר לא הוזמן, ו-${company} יחזירו לכם את התשלום במלואו.`,
      cancelledHeading: 'ההזמנה שלכם בוטלה',
      cancelledIntro: (company) => `${company} ביטלו את ההזמנה ואת המושבים שלה. התשלום הוחזר לכם במלואו.`,
      cancelledByStaff: (company) =>
        `${company} ביטלו את ההזמנה ואת המושבים שלה, ויחזירו לכם את התשלום במלואו.`,
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
    refund: {
      subject: (company) => `Il tuo pagamento a ${company} è stato rimborsato`,
      heading: 'I tuoi posti non erano più liberi',
      intro: (company) =>
        `Il tuo pagamento a ${company} è arrivato dopo la fine della prenotazione dei posti, e i posti erano già stati presi. Non è stato prenotato nulla e il tuo pagamento è stato rimborsato per intero.`,
      byStaff: (company) =>
        `Il tuo pagamento a ${company} è arrivato dopo la fine della prenotazione dei posti, e i posti erano già stati presi. Non è stato prenotato nulla e ${company} ti rimborserà il pagamento per intero.`,
      cancelledHeading: 'La tua prenotazione è stata annullata',
      cancelledIntro: (company) =>
        `${company} ha annullato la tua prenotazione e i suoi posti. Il tuo pagamento è stato rimborsato per intero.`,
      cancelledByStaff: (company) =>
        `${company} ha annullato la tua prenotazione e i suoi posti, e ti rimborserà il pagamento per intero.`,
    },
    item: 'Cosa hai acquistato',
    seats: 'Posti',
    amountPaid: 'Importo pagato',
    amount: 'Importo',
    order: "Numero d'ordine",
    dashboard: 'Apri il tuo pannello',
  },
};
