import type Stripe from 'stripe';

/** How far a Stripe signature's time may lie from now, either way: Stripe's own default of 5 minutes. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a `Stripe-Signature` header: when Stripe signed the delivery, in seconds. */
function signedAtSeconds(header: string): number | null {
  const value = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  return value === undefined ? null : Number(value);
}

/**
 * The event of a Stripe webhook when `secret` signed it within the tolerance of `now` (the app's
 * clock). The SDK refuses only a signature older than the tolerance; one dated ahead would stay
 * replayable for as long as it is ahead, so it is refused as well. Throws when not verified.
 */
export function verifiedStripeEvent(
  client: Stripe,
  delivery: { body: string; signature: string; secret: string; now: Date },
): Stripe.Event {
  const nowMs = delivery.now.getTime();
  const event = client.webhooks.constructEvent(
    delivery.body,
    delivery.signature,
    delivery.secret,
    STRIPE_SIGNATURE_TOLERANCE_SECONDS,
    undefined,
    nowMs,
  );
  const signedAt = signedAtSeconds(delivery.signature);
  if (signedAt === null || signedAt * 1000 > nowMs + STRIPE_SIGNATURE_TOLERANCE_SECONDS * 1000) {
    throw new Error('Stripe signature dated ahead of the tolerance');
  }
  return event;
}
