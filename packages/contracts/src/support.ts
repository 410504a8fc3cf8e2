import { z } from 'zod';
import { ZNewsletterForm, ZSupportRequestForm, zCoercedId, zId, zRequiredString } from './validation.ts';

/** The floating "Leave a message" form plus the page it was sent from (origin and path). */
export const ZCreateSupportRequestRequest = ZSupportRequestForm.extend({
  refer_page: z.string().trim().max(2000).nullable().optional(),
});
export type CreateSupportRequestRequest = z.infer<typeof ZCreateSupportRequestRequest>;
export const ZCreateSupportRequestResponse = z.object({ message: z.string() });

export const ZSubscribeNewsletterRequest = ZNewsletterForm.extend({ company_id: zId });
export type SubscribeNewsletterRequest = z.infer<typeof ZSubscribeNewsletterRequest>;
/** The spec's answer is a message that the browser shows as a success notice. */
export const ZSubscribeNewsletterResponse = z.object({ message: z.string() });

/** The answers, in the viewer's language (the header's language). */
export const SUPPORT_REQUEST_SENT = {
  en: 'Thank you, your message has been sent. We will get back to you soon.',
  es: 'Gracias, tu mensaje ha sido enviado. Te responderemos pronto.',
  he: 'תודה, ההודעה נשלחה. נחזור אליך בהקדם.',
  it: 'Grazie, il tuo messaggio è stato inviato. Ti risponderemo presto.',
} as const;

export const NEWSLETTER_SUBSCRIBED = {
  en: 'Thank you for subscribing to our newsletter!',
  es: '¡Gracias por suscribirte a nuestro boletín!',
  he: 'תודה שנרשמת לניוזלטר שלנו!',
  it: 'Grazie per esserti iscritto alla nostra newsletter!',
} as const;

/** Rate limit of the support form, per sender address. */
export const SUPPORT_REQUESTS_PER_WINDOW = 5;
export const SUPPORT_REQUEST_WINDOW_MS = 10 * 60_000;

/** A referral code (`?ref=`): letters, digits, - or _, 1 to 64 characters. */
export const AFFILIATION_CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const zAffiliationCode = z
  .string()
  .trim()
  .regex(AFFILIATION_CODE, { error: 'Only letters, digits, - and _ are allowed, up to 64 characters' });

export const ZUpdateReferralHitsRequest = z.object({ affiliation: zAffiliationCode });
export const ZAffiliation = z.object({ code: z.string(), hits: z.number().int() });
export type Affiliation = z.infer<typeof ZAffiliation>;
export const ZUpdateReferralHitsResponse = z.object({ affiliation: ZAffiliation });

/** The affiliation as the browser keeps it: the code and when it was followed, in Unix seconds. */
export const ZStoredAffiliation = z.object({ code: zAffiliationCode, timestamp: z.number().int() });
export type StoredAffiliation = z.infer<typeof ZStoredAffiliation>;

/**
 * The message /payment/returnUrl posts to its parent window once a card provider's 3-D Secure
 * step returns there; the purchase dialog that opened the frame listens for it (same origin only).
 */
export const THREE_DS_COMPLETE_MESSAGE = '3ds-complete';
export const ZThreeDsCompleteMessage = z.object({
  type: z.literal(THREE_DS_COMPLETE_MESSAGE),
  /** The route's optional `response` parameter, as the provider sent it back; null when absent. */
  response: z.string().nullable(),
});
export type ThreeDsCompleteMessage = z.infer<typeof ZThreeDsCompleteMessage>;

/* ---------- Support on a booking (spec part 2 §2.8, §5: Submit disabled while empty) ---------- */

export const BOOKING_QUERY_MAX = 2000;
export const ZBookingQueryForm = z.object({ query: zRequiredString.max(BOOKING_QUERY_MAX) });
/** The path names the event and the booking; the body may repeat them and must then agree. */
export const ZSubmitBookingQueryRequest = ZBookingQueryForm.extend({
  booking_id: zCoercedId.optional(),
  screener_id: zCoercedId.optional(),
});
export const ZSubmitBookingQueryResponse = z.object({ message: z.string() });

export const BOOKING_QUERY_SENT = {
  en: 'Thank you, your question about this booking has been sent. We will get back to you soon.',
  es: 'Gracias, tu pregunta sobre esta reserva ha sido enviada. Te responderemos pronto.',
  he: 'תודה, השאלה שלך על ההזמנה נשלחה. נחזור אליך בהקדם.',
  it: 'Grazie, la tua domanda su questa prenotazione è stata inviata. Ti risponderemo presto.',
} as const;

/** Questions one viewer may send about their bookings per window (SUPPORT_REQUEST_WINDOW_MS). */
export const BOOKING_QUERIES_PER_WINDOW = 5;
