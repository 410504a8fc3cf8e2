import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import * as privacyCalls from '@screener/contracts/calls/privacy';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { confirmAccountOwner } from '../auth/index.ts';
import type { PrivacyDeps } from './deps.ts';
import { erasePersonalData, exportPersonalData } from './personal-data.ts';

/** A viewer's copy of their data, their account's deletion, and staff erasure on request (issue 36). */
export function registerPrivacyRoutes(app: FastifyInstance, deps: PrivacyDeps): void {
  registerFileCall(app, deps, privacyCalls.exportPersonalData, async ({ company, viewer, now }) => {
    const data = await exportPersonalData(deps.holders, {
      companyId: company.id,
      consumerId: viewer.consumerId,
      now,
    });
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: 'personal-data.json',
      bytes: Buffer.from(JSON.stringify(data, null, 2)),
    };
  });

  registerCall(app, deps, privacyCalls.deleteAccount, async ({ body, company, viewer, now }) => {
    await confirmAccountOwner(deps.db, {
      companyId: company.id,
      consumerId: viewer.consumerId,
      proof: body,
      now,
    });
    await erasePersonalData(deps.db, deps.holders, {
      companyId: company.id,
      consumerId: viewer.consumerId,
      now,
    });
    return { deleted: true as const };
  });

  registerCall(app, deps, adminAudienceCalls.erase, async ({ body, company, staff, now }) => {
    await erasePersonalData(
      deps.db,
      deps.holders,
      { companyId: company.id, consumerId: body.consumer_id, now },
      (tx) =>
        deps.writeAudit(tx, {
          companyId: company.id,
          actor: staff.actor,
          action: 'viewer.erase',
          targetType: 'viewer',
          targetId: body.consumer_id,
          before: null,
          after: { reason: body.reason },
          now,
        }),
    );
    return { viewer: { id: body.consumer_id, erased: true as const } };
  });
}
