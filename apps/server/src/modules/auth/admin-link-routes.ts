import * as adminLinksCalls from '@screener/contracts/calls/admin-links';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import {
  createAccessLinks,
  createAutoRegisterLinks,
  type LinkAudit,
  linksCsv,
  listAdminLinks,
  revokeLink,
} from './admin-links.ts';
import { mailChatInvitations } from './chat-invitation-mail.ts';
import type { AuthDeps } from './deps.ts';

/**
 * The back-office's access and auto-register links (issue 20): owners and managers, through the
 * `content` permission. `audit` is the staff module's log writer, handed in by the composition root.
 */
export function registerLinkAdminRoutes(app: FastifyInstance, deps: AuthDeps, audit: LinkAudit): void {
  registerCall(app, deps, adminLinksCalls.list, ({ body, company }) =>
    listAdminLinks(deps.db, company.id, siteOrigin(deps.config, company.domain), body),
  );
  registerCall(app, deps, adminLinksCalls.createAccessLink, async ({ body, company, staff, now }) => ({
    created: await createAccessLinks(
      { db: deps.db, audit, companyId: company.id, actor: staff.actor, now },
      body,
    ),
  }));
  registerCall(
    app,
    deps,
    adminLinksCalls.createAutoRegisterLink,
    async ({ body, company, staff, now, request }) => {
      const batch = await createAutoRegisterLinks(
        { db: deps.db, audit, companyId: company.id, actor: staff.actor, now },
        body,
      );
      if (!body.send_mail) return { created: batch.links.length };
      const mailed = await mailChatInvitations(deps, {
        company,
        siteOrigin: siteOrigin(deps.config, company.domain),
        batch,
        onFailure: (error) => request.log.error({ err: error }, 'a chat-room invitation mail failed'),
      });
      return { created: batch.links.length, mailed };
    },
  );
  registerCall(app, deps, adminLinksCalls.revoke, async ({ body, company, staff, now }) => {
    await revokeLink({ db: deps.db, audit, companyId: company.id, actor: staff.actor, now }, body);
    return { done: true as const };
  });
  registerFileCall(app, deps, adminLinksCalls.exportCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: body.kind === 'access' ? 'access-links.csv' : 'auto-register-links.csv',
    bytes: await linksCsv(deps.db, company.id, siteOrigin(deps.config, company.domain), body),
  }));
}
