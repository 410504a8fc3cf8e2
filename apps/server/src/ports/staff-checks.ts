import type { StaffPermission, StaffRole } from '@screener/contracts/staff';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../lib/audit-trail.ts';

/** What a staff call asks: a permission of the caller's role, any signed-in account, or an operator. */
export type StaffRequirement = StaffPermission | 'signed_in' | 'operator';

/**
 * A back-office account as a call reads it: the staff module's row (the module checks at compile
 * time that its row and this type stay the same).
 */
export type StaffMemberRecord = {
  id: number;
  /** Null for a platform operator. */
  companyId: number | null;
  email: string;
  name: string;
  role: StaffRole | 'operator';
  /** Null for an account that signs in by code only. */
  passwordHash: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The signed-in staff member a back-office call runs for. */
export type StaffCaller = { session: { id: number }; member: StaffMemberRecord; actor: AuditActor };

/**
 * What `lib/call.ts` is handed to check a staff call's caller: implemented by the staff module,
 * handed over by the composition root.
 */
export type StaffGate = {
  /**
   * The caller of a staff call on `company` (null for the platform console): no live staff session
   * answers 401; an account of another company, an operator on a company's call, or a role without
   * the permission, 403.
   */
  caller(
    request: FastifyRequest,
    company: { id: number } | null,
    requirement: StaffRequirement,
  ): Promise<StaffCaller>;
};
