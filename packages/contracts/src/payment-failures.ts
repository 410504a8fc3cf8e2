/**
 * Why a payment failed, as the viewer is told it. Gateways answer one of these reasons; the
 * provider's own words (English, for the company's records) are kept apart from what the viewer
 * reads, which is always in the viewer's language.
 */
import type { LanguageCode } from './language.ts';

export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'not_authenticated',
  'test_card_required',
  'cancelled',
  'currency_not_supported',
  'refused',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The viewer's message per reason; `refused` says only what the catalogue's PAYMENT_FAILED says. */
export const PAYMENT_FAILURE_MESSAGES: Record<
  Exclude<PaymentFailureReason, 'refused'>,
  Record<LanguageCode, string>
> = {
  declined: {
    en: 'Your card was declined. Nothing was charged.',
    es: 'Tu tarjeta fue rechazada. No se cobró nada.',
    he: 'הכרטיס נדחה. לא בוצע חיוב.',
    it: 'La carta è stata rifiutata. Nulla è stato addebitato.',
  },
  not_authenticated: {
    en: 'Your card issuer did not confirm the payment. Nothing was charged.',
    es: 'El emisor de tu tarjeta no confirmó el pago. No se cobró nada.',
    he: 'מנפיק הכרטיס לא אישר את התשלום. לא בוצע חיוב.',
    it: "L'emittente della carta non ha confermato il pagamento. Nulla è stato addebitato.",
  },
  test_card_required: {
    en: 'Use one of the test cards of the sandbox gateway.',
    es: 'Usa una de las tarjetas de prueba de la pasarela de pruebas.',
    he: 'יש להשתמש באחד מכרטיסי הבדיקה של שער התשלום לבדיקות.',
    it: 'Usa una delle carte di prova del gateway di prova.',
  },
  cancelled: {
    en: 'The payment was cancelled. Nothing was charged.',
    es: 'El pago se canceló. No se cobró nada.',
    he: 'התשלום בוטל. לא בוצע חיוב.',
    it: 'Il pagamento è stato annullato. Nulla è stato addebitato.',
  },
  currency_not_supported: {
    en: 'This payment method does not take this currency.',
    es: 'Este método de pago no acepta esta moneda.',
    he: 'אמצעי תשלום זה אינו מקבל מטבע זה.',
    it: 'Questo metodo di pagamento non accetta questa valuta.',
  },
};
