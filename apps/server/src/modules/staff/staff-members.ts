import type { StaffMember, StaffRole } from '@screener/contracts/staff';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import type { SameType } from '../../lib/same-type.ts';
import type { StaffMemberRecord } from '../../ports/staff-checks.ts';
import { staffMembers } from './schema.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
// The row is the record the staff checks port hands to the calls.
true satisfies SameType<StaffRow, StaffMemberRecord>;
/** A company's staff member: a row with a company and one of the company roles. */
export type CompanyStaffRow = StaffRow & { companyId: number; role: StaffRole };

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isCompanyStaff(row: StaffRow): row is CompanyStaffRow {
  return row.companyId !== null && row.role !== 'operator';
}

export function staffMemberView(row: CompanyStaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: toApiDateTimeOrNull(row.createdAt) ?? '',
  };
}

/** The company's staff member with this address or, when `companyId` is null, the operator. */
export async function findStaffByEmail(
  db: DbExecutor,
  companyId: number | null,
  email: string,
): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        companyId === null ? isNull(staffMembers.companyId) : ofCompany(staffMembers, companyId),
        eq(sql`lower(${staffMembers.email})`, normalizeStaffEmail(email)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: DbExecutor, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

/** A staff member of this company only: another company's id is not found. */
export async function findCompanyStaff(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<CompanyStaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), ofCompany(staffMembers, companyId)))
    .limit(1);
  return row && isCompanyStaff(row) ? row : null;
}

export async function listCompanyStaff(db: DbExecutor, companyId: number): Promise<CompanyStaffRow[]> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(ofCompany(staffMembers, companyId))
    .orderBy(asc(staffMembers.id));
  return rows.filter(isCompanyStaff);
}

/** The addresses of a company's owners, who receive its mail when it set no contact address. */
export async function listOwnerEmails(db: DbExecutor, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(ofCompany(staffMembers, companyId), eq(staffMembers.role, 'owner')))
    .orderBy(asc(staffMembers.id));
  return rows.map((row) => row.email);
}

export async function insertStaffMember(
  db: DbExecutor,
  values: {
    companyId: number | null;
    email: string;
    name: string;
    role: StaffRole | 'operator';
    passwordHash: string | null;
    now: Date;
  },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      ...values,
      email: normalizeStaffEmail(values.email),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}
