import { z } from 'zod';

/** The client's app version (spec part 1 §9); the server answers with its own so an old client reloads. */
export const APP_VERSION = '1.09.29.2308';
export const BUILD_MODE = 'PRODUCTION';

export const ZApiError = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z
    .object({
      /** Field path (dot-joined) to its messages, for validation errors. */
      fields: z.record(z.string(), z.array(z.string())).optional(),
      retryAfterSeconds: z.number().optional(),
      /** The seats already held or booked by others, when a seat lock is refused. */
      seats: z.array(z.string()).optional(),
      /**
       * What an unconfirmed change to a sold event would take from its buyers (`ZEventSaleChange`
       * of admin-events.ts, read by the back-office alone, so the site's code does not carry it).
       */
      changes: z.array(z.unknown()).optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof ZApiError>;

/** Every reply of `POST /api/<path>`: exactly one of data or error is non-null. */
export const ZApiEnvelope = z.object({
  data: z.unknown().nullable(),
  error: ZApiError.nullable(),
  version: z.string(),
});
export type ApiEnvelope<T> = { data: T | null; error: ApiError | null; version: string };

/** Lists answer with one page and the number of the last page (spec part 1 §3). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    last_page: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}
export type Paginated<T> = { data: T[]; last_page: number; total: number };

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
});
