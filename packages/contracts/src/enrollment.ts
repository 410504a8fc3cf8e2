import { z } from 'zod';
import { ZEventType } from './event.ts';
import { ZViewerStateReply } from './purchase.ts';
import { zCoercedId } from './validation.ts';
import { ZGroupPurchase } from './viewer.ts';

/* Enrolling in an event and the viewer's group purchases (spec part 2 §7.2). */

export const ZEnrollRequest = z.object({
  screener_id: zCoercedId,
  /** For an event with both parts, the part chosen (10 virtual, 20 physical). */
  event_type: z.coerce.number().pipe(ZEventType).optional(),
});
export const ZEnrollResponse = z.object({ ...ZViewerStateReply });

export const ZListGroupPurchasesRequest = z.object({ company_id: zCoercedId.optional() });
export const ZListGroupPurchasesResponse = z.object({ group_purchases: z.array(ZGroupPurchase) });
