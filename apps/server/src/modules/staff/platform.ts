import type { LanguageCode } from '@screener/contracts/language';
import type { CreateCompanyRequest } from '@screener/contracts/staff';
import { asc, count } from 'drizzle-orm';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type CompanyRow,
  createCompany,
  findCompanyById,
  listCompanies,
  setCompanyDomain,
  setCompanySuspension,
} from '../companies/index.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import type { StaffDeps } from './deps.ts';
import { createInvitation } from './invitations.ts';
import { staffMembers } from './schema.ts';
import { sendInvitationMail } from './staff-mail.ts';

export type PlatformCompany = {
  id: number;
  title: string;
  slug: string;
  domain: string;
  staff_count: number;
  suspended_at: string | null;
  suspended_reason: string | null;
};

/** Every company with its number of staff members, for the console's list. */
export async function listPlatformCompanies(db: StaffDeps['db']): Promise<PlatformCompany[]> {
  const [rows, counts] = await Promise.all([
    listCompanies(db),
    db
      .select({ companyId: staffMembers.companyId, total: count() })
      .from(staffMembers)
      .groupBy(staffMembers.companyId)
      .orderBy(asc(staffMembers.companyId)),
  ]);
  const byCompany = new Map(counts.map((row) => [row.companyId, row.total]));
  return rows.map((row) => platformCompany(row, byCompany.get(row.id) ?? 0));
}

export function platformCompany(row: CompanyRow, staffCount: number): PlatformCompany {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    domain: row.domain,
    staff_count: staffCount,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
  };
}

/** Mail origin of a company's site, from where the operator or the shell stands. */
export type OriginOf = (domain: string) => string;

/** Invites the company's first (or another) owner and mails the link. */
export async function inviteOwner(
  deps: Pick<StaffDeps, 'db' | 'mailer'>,
  input: {
    company: CompanyRow;
    email: string;
    actor: AuditActor;
    now: Date;
    originOf: OriginOf;
    language: LanguageCode;
  },
): Promise<void> {
  const { token } = await createInvitation(deps.db, {
    companyId: input.company.id,
    email: input.email,
    role: 'owner',
    actor: input.actor,
    now: input.now,
  });
  await sendInvitationMail(deps, {
    to: input.email,
    company: input.company,
    role: 'owner',
    token,
    siteOrigin: input.originOf(input.company.domain),
    language: input.language,
  });
}

export async function createPlatformCompany(
  deps: Pick<StaffDeps, 'db' | 'mailer'>,
  input: {
    request: CreateCompanyRequest;
    actor: AuditActor;
    now: Date;
    originOf: OriginOf;
    language: LanguageCode;
  },
): Promise<CompanyRow> {
  const { request } = input;
  const company = await deps.db.transaction(async (tx) => {
    const row = await createCompany(tx, { ...request, now: input.now });
    await writeAudit(tx, {
      companyId: row.id,
      actor: input.actor,
      action: 'company.create',
      targetType: 'company',
      targetId: row.id,
      before: null,
      after: { title: row.title, slug: row.slug, domain: row.domain },
      now: input.now,
    });
    return row;
  });
  if (request.owner_email) {
    await inviteOwner(deps, { ...input, company, email: request.owner_email });
  }
  return company;
}

export async function assignDomain(
  deps: Pick<StaffDeps, 'db'>,
  input: { companyId: number; domain: string; actor: AuditActor; now: Date },
): Promise<CompanyRow> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await setCompanyDomain(tx, input);
    await writeAudit(tx, {
      companyId: after.id,
      actor: input.actor,
      action: 'company.domain_change',
      targetType: 'company',
      targetId: after.id,
      before: { domain: before.domain },
      after: { domain: after.domain },
      now: input.now,
    });
    return after;
  });
}

/**
 * Suspends the company's site or reinstates it, audited. The caller drops the cached copies: the
 * company is resolved from the cache on every call.
 */
export async function assignSuspension(
  deps: Pick<StaffDeps, 'db'>,
  input: { companyId: number; suspended: boolean; reason: string | null; actor: AuditActor; now: Date },
): Promise<CompanyRow> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await setCompanySuspension(tx, input);
    await writeAudit(tx, {
      companyId: after.id,
      actor: input.actor,
      action: input.suspended ? 'company.suspend' : 'company.reinstate',
      targetType: 'company',
      targetId: after.id,
      before: { suspended: before.suspendedAt !== null, reason: before.suspendedReason },
      after: { suspended: after.suspendedAt !== null, reason: after.suspendedReason },
      now: input.now,
    });
    return after;
  });
}

export async function findCompanyOrFail(db: StaffDeps['db'], companyId: number): Promise<CompanyRow> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

export async function staffCountOf(db: StaffDeps['db'], companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staffMembers)
    .where(ofCompany(staffMembers, companyId));
  return row?.total ?? 0;
}
