import * as companiesCalls from '@screener/contracts/calls/companies';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import type { CompaniesDeps } from './deps.ts';
import { recordReferralHit } from './referrals.ts';
import { type CompanyOffers, companyView, findCompanyByDomain, listCompanies } from './service.ts';

function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

export function registerCompanyRoutes(
  app: FastifyInstance,
  deps: CompaniesDeps,
  offers: CompanyOffers,
): void {
  /** The chooser of an unknown development host; production lists nothing. */
  registerCall(app, deps, companiesCalls.list, async () => {
    const rows = deps.config.siteChooser ? await listCompanies(deps.db) : [];
    return {
      companies: rows.map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        domain: row.domain,
        logo_url: row.logoUrl,
      })),
    };
  });

  registerCall(app, deps, companiesCalls.getByDomain, async ({ body, request, now }) => {
    const host = (body.origin && hostOfOrigin(body.origin)) || request.hostname;
    const row = await findCompanyByDomain(deps.db, normalizeHost(host));
    if (!row) throw new AppError('NOT_FOUND');
    // The site's start: a suspended site shows its visitors this refusal's message instead.
    if (row.suspendedAt) throw new AppError('COMPANY_SUSPENDED');
    return { company: await companyView(deps.db, offers, row, now, deps.config.GOOGLE_CLIENT_ID ?? null) };
  });

  registerCall(app, deps, companiesCalls.getById, async ({ company, now }) => ({
    company: await companyView(deps.db, offers, company, now, deps.config.GOOGLE_CLIENT_ID ?? null),
  }));

  /** Where the viewer is, so a phone field can preselect their country (spec part 2 §2.8 profile). */
  registerCall(app, deps, companiesCalls.viewerCountry, async ({ request }) => ({
    country_code: deps.geo.countryOf(request),
  }));

  /** A visitor arrived through `?ref=<code>`: count the hit for this site's code. */
  registerCall(app, deps, companiesCalls.updateReferralHits, async ({ body, company, now }) => ({
    affiliation: await recordReferralHit(deps.db, company.id, body.affiliation, now),
  }));
}
