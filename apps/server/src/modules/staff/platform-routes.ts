import * as adminPlatformCalls from '@screener/contracts/calls/admin-platform';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { StaffDeps } from './deps.ts';
import {
  assignDomain,
  assignSuspension,
  createPlatformCompany,
  findCompanyOrFail,
  inviteOwner,
  listPlatformCompanies,
  platformCompany,
  staffCountOf,
} from './platform.ts';

/** The platform console's companies: created, given a domain, suspended, and handed to an owner. */
export function registerPlatformRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const originOf = (domain: string) => siteOrigin(deps.config, domain);

  registerCall(app, deps, adminPlatformCalls.listCompanies, async () => ({
    companies: await listPlatformCompanies(deps.db),
  }));

  registerCall(app, deps, adminPlatformCalls.createCompany, async ({ body, staff, language, now }) => {
    const company = await createPlatformCompany(deps, {
      request: body,
      actor: staff.actor,
      now,
      originOf,
      language,
    });
    return { company: platformCompany(company, 0) };
  });

  registerCall(app, deps, adminPlatformCalls.setCompanyDomain, async ({ body, staff, now }) => {
    const before = await findCompanyOrFail(deps.db, body.company_id);
    const company = await assignDomain(deps, {
      companyId: body.company_id,
      domain: body.domain,
      actor: staff.actor,
      now,
    });
    // Neither the old host nor the id may keep answering the old row from this node's copy.
    deps.companies.forget(before);
    deps.companies.forget(company);
    return { company: platformCompany(company, await staffCountOf(deps.db, company.id)) };
  });

  registerCall(app, deps, adminPlatformCalls.suspendCompany, async ({ body, staff, now }) => {
    const company = await assignSuspension(deps, {
      companyId: body.company_id,
      suspended: body.suspended,
      reason: body.suspended ? (body.reason ?? null) : null,
      actor: staff.actor,
      now,
    });
    deps.companies.forget(company);
    return { company: platformCompany(company, await staffCountOf(deps.db, company.id)) };
  });

  registerCall(app, deps, adminPlatformCalls.inviteOwner, async ({ body, staff, language, now }) => {
    const company = await findCompanyOrFail(deps.db, body.company_id);
    await inviteOwner(deps, {
      company,
      email: body.email,
      actor: staff.actor,
      now,
      originOf,
      language,
    });
    return { done: true as const };
  });
}
