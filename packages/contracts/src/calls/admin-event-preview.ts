import { defineCall } from '../call.ts';
import { ZEventPreviewRequest, ZEventPreviewResponse } from '../event-preview.ts';

/**
 * The back-office's preview of an event, which the viewer's overview page asks for: a group of
 * its own, so the site's overview loads none of the back-office's event contracts.
 */
export const preview = defineCall({
  path: 'admin/events/preview',
  body: ZEventPreviewRequest,
  response: ZEventPreviewResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
