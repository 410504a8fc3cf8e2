import { z } from 'zod';
import { zId } from './validation.ts';

/*
 * An organisation's outgoing webhooks (issue 35): the endpoints an owner registers, the events
 * each hears and the log of what was sent. Signing and delivery rules: docs/api.md.
 */

export const WEBHOOK_EVENTS = [
  'order.completed',
  'order.refunded',
  'booking.created',
  'booking.checked_in',
  'subscription.updated',
  'viewer.registered',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof ZWebhookEvent>;

/** The header a delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Screener-Signature';
/** How long a delivery is retried after it was first sent before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const zEndpointUrl = z
  .url({ protocol: /^https?$/, error: 'Enter the full address, starting with https://' })
  .max(WEBHOOK_URL_MAX_LENGTH);

/** A new endpoint without `endpoint_id`, else the endpoint changed; its secret stays. */
export const ZSaveWebhookRequest = z.object({
  endpoint_id: zId.optional(),
  url: zEndpointUrl,
  events: z
    .array(ZWebhookEvent)
    .min(1, { error: 'Tick at least one event' })
    .transform((events) => [...new Set(events)]),
  active: z.boolean().default(true),
});
export type SaveWebhookRequest = z.input<typeof ZSaveWebhookRequest>;

export const ZWebhookEndpoint = z.object({
  id: zId,
  url: z.string(),
  events: z.array(ZWebhookEvent),
  active: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** `secret` is given once, when the endpoint is created; null on every later save. */
export const ZSaveWebhookResponse = z.object({
  endpoint: ZWebhookEndpoint,
  secret: z.string().nullable(),
});

export const ZListWebhooksResponse = z.object({ endpoints: z.array(ZWebhookEndpoint) });

export const WEBHOOK_DELIVERIES_PAGE = 50;

/** Newest first; `before_id` pages on from the last delivery of the previous page. */
export const ZListDeliveriesRequest = z.object({
  endpoint_id: zId.optional(),
  before_id: zId.optional(),
});

export const ZWebhookDelivery = z.object({
  id: zId,
  endpoint_id: zId,
  event: ZWebhookEvent,
  /** The event's id, the same on every delivery of it (a receiver drops one it has seen). */
  event_id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The endpoint's last HTTP status, null when it did not answer. */
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZListDeliveriesResponse = z.object({
  deliveries: z.array(ZWebhookDelivery),
  /** The `before_id` of the next page, null on the last. */
  next_before_id: zId.nullable(),
});

/** Sends a delivery's event again, as a new delivery with a fresh day of retries. */
export const ZResendDeliveryRequest = z.object({ delivery_id: zId });
export const ZResendDeliveryResponse = z.object({ delivery: ZWebhookDelivery });
