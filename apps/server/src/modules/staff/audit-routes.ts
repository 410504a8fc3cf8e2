import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { auditChoices, listAudit } from './audit-log.ts';
import type { StaffDeps } from './deps.ts';

/** The company's audit log, a page at a time, with the actors and actions it can be filtered by. */
export function registerAuditRoutes(app: FastifyInstance, deps: StaffDeps): void {
  registerCall(app, deps, adminStaffCalls.auditList, async ({ body, company }) => {
    const [page, choices] = await Promise.all([
      listAudit(
        deps.db,
        company.id,
        { page: body.page, pageSize: body.page_size },
        { actorEmail: body.actor_email, action: body.action },
      ),
      auditChoices(deps.db, company.id),
    ]);
    return { ...page, ...choices };
  });
}
