import type { StaffRole } from '@screener/contracts/staff';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { companies, tenantColumn } from '../companies/schema.ts';

/**
 * The back-office's people, apart from the viewers: a company's staff with one role each, and
 * the platform's operators, who have no company (`company_id` null, role `operator`).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole | 'operator'>().notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One account per address in a company, and one operator per address on the platform.
    uniqueIndex('staff_members_company_email_unique').on(
      sql`coalesce(${table.companyId}, 0)`,
      sql`lower(${table.email})`,
    ),
  ],
);

/**
 * A signed-in back-office browser. The browser holds the token in an http-only cookie; only its
 * SHA-256 is stored, so a copy of the table opens nothing.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_unique').on(table.tokenHash),
    index('staff_sessions_staff_live_idx').on(table.staffId).where(sql`${table.endedAt} is null`),
  ],
);

/**
 * Email login codes of staff: the viewers' rules (4 digits, 10 minutes, 5 tries), hashed with their
 * key, and the mail's sign-in link (its 128-bit secret hashed the same way).
 */
export const staffLoginCodes = pgTable(
  'staff_login_codes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_login_codes_key_unique').on(table.key)],
);

/** An invitation to join a company's staff: a one-time link, stored as the token's hash. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null when an operator or the shell invited. */
    invitedBy: integer('invited_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_unique').on(table.tokenHash),
    index('staff_invitations_company_idx').on(table.companyId),
  ],
);

/**
 * Every back-office change: who, what, when, and the record before and after. Rows outlive the
 * staff member who wrote them (the address is kept), and a platform change has no company.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id'),
    /** The actor's address at the time, or `shell` for the command line. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_company_idx').on(table.companyId, table.id)],
);

/**
 * A staff member's authenticator app (TOTP, RFC 6238): the shared secret sealed with the settings
 * key (lib/secret-box.ts), bound to the member. `confirmedAt` is null until the member typed a
 * code from the app; `lastStep` is the last time step a code was accepted for, so a code seen
 * over a shoulder or replayed from a log cannot be used again.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Between the first factor and the session: a single-use token (only its hash kept) bound to the
 * member and the company site the first factor passed on. `purpose` says whether the member types
 * a code (`totp`) or must first enrol because the company requires it (`enrol`).
 */
export const staffSecondFactorTokens = pgTable(
  'staff_second_factor_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: ownedBy('staff_id', () => staffMembers.id),
    companyId: ownedBy('company_id', () => companies.id),
    purpose: text('purpose').$type<'totp' | 'enrol'>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_second_factor_tokens_hash_unique').on(table.tokenHash)],
);

/** What a company asks of its staff's sign-in; a company without a row asks nothing more. */
export const staffSignInPolicies = pgTable('staff_sign_in_policies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  totpRequired: boolean('totp_required').notNull().default(false),
  updatedAt: updatedAt(),
});
