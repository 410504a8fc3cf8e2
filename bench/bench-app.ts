/**
 * What the benchmarks of the real app share: their companies, the app on a scratch database
 * listening on loopback, and a staff member's session to call the back-office with.
 */
import type { AddressInfo } from 'node:net';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { newSiteSettings } from '../apps/server/src/modules/companies/index.ts';
import { companies } from '../apps/server/src/modules/companies/schema.ts';
import { STAFF_COOKIE } from '../apps/server/src/modules/staff/staff-gate.ts';
import { insertStaffMember } from '../apps/server/src/modules/staff/staff-members.ts';
import { openStaffSession } from '../apps/server/src/modules/staff/staff-sessions.ts';
import { createCapturingMailer } from '../apps/server/src/ports/mailer.ts';
import { createCapturingSms } from '../apps/server/src/ports/sms.ts';

/** `count` companies `Bench n` on `bench-n.localhost`, in euros, selling with the sandbox card. */
export async function insertBenchCompanies(
  db: Db,
  count: number,
  options: { timezone?: string; vodCommissionPercent?: number } = {},
): Promise<void> {
  const timezone = options.timezone ?? 'Europe/London';
  await db.execute(sql`
    insert into companies (title, slug, domain, currency, timezone, custom_properties, payment_setting,
      vod_commission_percent)
    select 'Bench ' || n, 'bench-' || n, 'bench-' || n || '.localhost', 'EUR', ${timezone},
      ${JSON.stringify(newSiteSettings(timezone))}::jsonb,
      '{"enabled_payment_gateways":["sandbox"],"statement_descriptor_suffix":null}'::jsonb,
      ${options.vodCommissionPercent ?? 0}
    from generate_series(1, ${count}) n`);
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The real app in production mode on the scratch database, silent, listening on loopback. */
export async function startBenchApp(
  db: Db,
  databaseUrl: string,
  settings: Record<string, string | undefined> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent',
    ...settings,
  });
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    mailer: createCapturingMailer(),
    sms: createCapturingSms(),
    logger: false,
  });
  return { app, url: await listen(app) };
}

/**
 * A staff member of the first company in `role`, signed in: the company and the headers to call
 * the back-office with (the production cookie is `Secure`; the bench sends it over loopback as a
 * browser on https would).
 */
export async function signedInStaff(db: Db, role: 'owner' | 'manager') {
  const [company] = await db
    .select({ id: companies.id, domain: companies.domain })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(1);
  if (!company) throw new Error('no company seeded');
  const member = await insertStaffMember(db, {
    companyId: company.id,
    email: `${role}@bench.localhost`,
    name: `Bench ${role}`,
    role,
    passwordHash: null,
    now: new Date(),
  });
  const { token } = await openStaffSession(db, member.id, new Date());
  return { company, headers: { host: company.domain, cookie: `${STAFF_COOKIE}=${token}` } };
}
