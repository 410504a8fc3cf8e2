import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { zId } from './validation.ts';

/**
 * The company's viewers in the back-office (issue 35): each with what they bought, the events they
 * hold a place in and how long they watched; searchable by email and name; a viewer can be blocked.
 */
export const AUDIENCE_SORT_FIELDS = ['email', 'name', 'created_at'] as const;

export const ZListAudienceRequest = adminListRequest(AUDIENCE_SORT_FIELDS);
export type ListAudienceRequest = z.input<typeof ZListAudienceRequest>;

export const ZAudienceViewer = z.object({
  id: zId,
  email: z.string(),
  name: z.string().nullable(),
  country_code: z.string().nullable(),
  created_at: z.string(),
  blocked: z.boolean(),
  /** Completed orders and what they came to, in minor units of the company's currency. */
  orders: z.number().int(),
  spent_minor: z.number().int(),
  /** Events the viewer holds a place in. */
  enrollments: z.number().int(),
  watch_seconds: z.number().int(),
});
export type AudienceViewer = z.infer<typeof ZAudienceViewer>;

export const ZListAudienceResponse = adminListResponse(ZAudienceViewer).extend({ currency: z.string() });
export type ListAudienceResponse = z.infer<typeof ZListAudienceResponse>;

export const ZExportAudienceRequest = z.object({
  search: ZListAudienceRequest.shape.search,
});

export const ZBlockViewerRequest = z.object({ viewer_id: zId, blocked: z.boolean() });
export const ZBlockViewerResponse = z.object({ viewer: z.object({ id: zId, blocked: z.boolean() }) });
