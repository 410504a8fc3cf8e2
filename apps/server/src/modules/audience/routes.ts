import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
import { audienceCsv, blockViewer, listAudience } from './audience.ts';
import type { AudienceDeps } from './deps.ts';

/** The back-office's audience (issue 35): the company's viewers, their export, and blocking one. */
export function registerAudienceRoutes(app: FastifyInstance, deps: AudienceDeps): void {
  registerCall(app, deps, adminAudienceCalls.list, async ({ body, company }) => ({
    ...(await listAudience(deps.db, company.id, body)),
    currency: company.currency,
  }));
  registerFileCall(app, deps, adminAudienceCalls.exportCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: 'audience.csv',
    bytes: audienceCsv(deps.db, company.id, body.search),
  }));
  registerCall(app, deps, adminAudienceCalls.block, async ({ body, company, staff, now }) => ({
    viewer: await blockViewer(deps.db, {
      companyId: company.id,
      viewerId: body.viewer_id,
      blocked: body.blocked,
      actor: staff.actor,
      now,
    }),
  }));
}
