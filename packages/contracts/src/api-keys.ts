import { z } from 'zod';
import { zId, zRequiredString } from './validation.ts';

/*
 * API keys (issue 35): an organisation's own systems read its orders, events and viewers through
 * the REST surface `/api/v1` (docs/api.md). A key is shown once, kept hashed, read-only and
 * revocable.
 */

export const API_KEY_NAME_MAX_LENGTH = 100;
/** Every key reads; none writes. */
export const API_KEY_SCOPES = ['read'] as const;

export const ZCreateApiKeyRequest = z.object({
  name: zRequiredString.max(API_KEY_NAME_MAX_LENGTH),
});

export const ZApiKey = z.object({
  id: zId,
  name: z.string(),
  /** The key's first characters, to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

/** `token` is the whole key, answered this once. */
export const ZCreateApiKeyResponse = z.object({ key: ZApiKey, token: z.string() });
export const ZListApiKeysResponse = z.object({ keys: z.array(ZApiKey) });
export const ZRevokeApiKeyRequest = z.object({ key_id: zId });
export const ZRevokeApiKeyResponse = z.object({ key: ZApiKey });

/* The REST surface's shapes, from which its OpenAPI document is generated. */

export const REST_PAGE_DEFAULT = 50;
export const REST_PAGE_MAX = 200;

export const ZRestPageQuery = z.object({
  /** The `next_cursor` of the previous page; none for the first. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(REST_PAGE_MAX).default(REST_PAGE_DEFAULT),
});

export const ZRestOrder = z.object({
  id: z.number().int(),
  viewer_id: z.number().int(),
  status: z.enum(['initiated', 'processing', 'completed']),
  purchase_type: z.number().int(),
  screener_id: z.number().int().nullable(),
  pricing_id: z.number().int().nullable(),
  subscription_plan_id: z.number().int().nullable(),
  booking_id: z.number().int().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  gateway: z.string(),
  refund_status: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type RestOrder = z.infer<typeof ZRestOrder>;

export const ZRestEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type RestEvent = z.infer<typeof ZRestEvent>;

export const ZRestViewer = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  language: z.string().nullable(),
  created_at: z.string(),
});
export type RestViewer = z.infer<typeof ZRestViewer>;

/** One page of a list; `next_cursor` is null on the last. */
export function restPage<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.string().nullable() });
}

/** A refusal of the REST surface (RFC 9457 problem details), answered with its HTTP status. */
export const ZRestProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
});
