import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import * as privacyCalls from '@screener/contracts/calls/privacy';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { confirmAccountOwner, findConsumer } from '../auth/index.ts';
import { mailAccountDeleted } from './deletion-mail.ts';
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

  registerCall(
    app,
    deps,
    privacyCalls.deleteAccount,
    async ({ body, company, viewer, now, language, request }) => {
      await confirmAccountOwner(deps.db, {
        companyId: company.id,
        consumerId: viewer.consumerId,
        proof: body,
        now,
      });
      // The address the confirmation goes to, read before it is erased.
      const account = await findConsumer(deps.db, company.id, viewer.consumerId);
      await erasePersonalData(deps.db, deps.holders, {
        companyId: company.id,
        consumerId: viewer.consumerId,
        now,
      });
      if (account) {
        // The deletion stands whether or not the mail goes: a mail server away is logged, not refused.
        await mailAccountDeleted(deps, {
          company,
          to: account.contactEmail ?? account.email,
          language,
        }).catch((error: unknown) => request.log.error({ err: error }, 'account deletion mail failed'));
      }
      return { deleted: true as const };
    },
  );

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
