import type { LanguageCode } from '@screener/contracts/language';

/** The words of the pages shown in the payment frame, in each interface language. */
export const FRAME_TEXTS: Record<
  LanguageCode,
  {
    challengeTitle: string;
    challengeIntro: string;
    complete: string;
    fail: string;
    completed: string;
    failed: string;
    receiptTitle: string;
    amountPaid: string;
    order: string;
    paidOn: string;
  }
> = {
  en: {
    challengeTitle: '3-D Secure test challenge',
    challengeIntro: 'This is the sandbox: no bank is asked.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    completed: 'Authentication complete.',
    failed: 'Authentication failed.',
    receiptTitle: 'Receipt (test mode)',
    amountPaid: 'Amount paid',
    order: 'Order number',
    paidOn: 'Paid on',
  },
  es: {
    challengeTitle: 'Verificación 3-D Secure de prueba',
    challengeIntro: 'Este es el entorno de pruebas: no se consulta a ningún banco.',
    complete: 'Completar la verificación',
    fail: 'Hacer fallar la verificación',
    completed: 'Verificación completada.',
    failed: 'La verificación falló.',
    receiptTitle: 'Recibo (modo de prueba)',
    amountPaid: 'Importe pagado',
    order: 'Número de pedido',
    paidOn: 'Pagado el',
  },
  he: {
    challengeTitle: 'אימות 3-D Secure לבדיקה',
    challengeIntro: 'זוהי סביבת הבדיקות: אף בנק אינו נשאל.',
    complete: 'השלמת האימות',
    fail: 'הכשלת האימות',
    completed: 'האימות הושלם.',
    failed: 'האימות נכשל.',
    receiptTitle: 'קבלה (מצב בדיקה)',
    amountPaid: 'הסכום ששולם',
    order: 'מספר הזמנה',
    paidOn: 'שולם בתאריך',
  },
  it: {
    challengeTitle: 'Verifica 3-D Secure di prova',
    challengeIntro: 'Questo è l’ambiente di prova: nessuna banca viene interpellata.',
    complete: 'Completa la verifica',
    fail: 'Fai fallire la verifica',
    completed: 'Verifica completata.',
    failed: 'Verifica non riuscita.',
    receiptTitle: 'Ricevuta (modalità di prova)',
    amountPaid: 'Importo pagato',
    order: "Numero d'ordine",
    paidOn: 'Pagato il',
  },
};
