import { randomUUID } from 'node:crypto';
import type { ConsumerProfile } from '@screener/contracts/auth';
import type { LanguageCode } from '@screener/contracts/language';
import { and, eq, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { consumers } from './schema.ts';

export type ConsumerRow = typeof consumers.$inferSelect;

/** Addresses are kept lower-cased; the unique index is on lower(email) within the company. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findConsumerByEmail(
  db: DbExecutor,
  companyId: number,
  email: string,
): Promise<ConsumerRow | null> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(and(ofCompany(consumers, companyId), sql`lower(${consumers.email}) = ${normalizeEmail(email)}`))
    .limit(1);
  return row ?? null;
}

export async function findConsumer(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<ConsumerRow | null> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(and(ofCompany(consumers, companyId), eq(consumers.id, consumerId)))
    .limit(1);
  return row ?? null;
}

/** The consumer with this address, created (unverified, no password) when there is none. */
export async function findOrCreateConsumer(
  db: DbExecutor,
  input: {
    companyId: number;
    email: string;
    name?: string | null;
    phone?: string | null;
    language: LanguageCode;
  },
): Promise<{ consumer: ConsumerRow; created: boolean }> {
  const existing = await findConsumerByEmail(db, input.companyId, input.email);
  if (existing) return { consumer: existing, created: false };
  // Two first requests for one address may race: the unique index keeps one row and both read it.
  const [inserted] = await db
    .insert(consumers)
    .values({
      companyId: input.companyId,
      email: normalizeEmail(input.email),
      name: input.name ?? null,
      phone: input.phone ?? null,
      language: input.language,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { consumer: inserted, created: true };
  const raced = await findConsumerByEmail(db, input.companyId, input.email);
  if (!raced) throw new Error('consumer vanished after a conflicting insert');
  return { consumer: raced, created: false };
}

/** A viewer that exists only for one link: an address under the reserved .invalid domain. */
/** The address domain of a link's made-up viewer of this kind (`preview-<uuid>@preview.invalid`). */
const linkConsumerDomain = (kind: 'preview' | 'anonymous') => `@${kind}.invalid`;

/**
 * Whether the viewer is a simulation link's made-up viewer (spec part 2 §6 "preview/simulation
 * viewer"): it watches the event its link enrolled it in in preview mode.
 */
export function isPreviewViewer(db: DbExecutor, companyId: number, consumerId: number): Promise<boolean> {
  return consumerIs(db, companyId, consumerId, like(consumers.email, `%${linkConsumerDomain('preview')}`));
}

/** Whether the company's viewer is one the condition on its row holds for. */
export async function consumerIs(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  condition: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.id, consumerId), ofCompany(consumers, companyId), condition))
    .limit(1);
  return row !== undefined;
}

export async function createLinkConsumer(
  db: DbExecutor,
  input: {
    companyId: number;
    kind: 'preview' | 'anonymous';
    name: string | null;
    contactEmail?: string | null;
    language: LanguageCode;
  },
): Promise<ConsumerRow> {
  const [row] = await db
    .insert(consumers)
    .values({
      companyId: input.companyId,
      email: `${input.kind}-${randomUUID()}${linkConsumerDomain(input.kind)}`,
      contactEmail: input.contactEmail ?? null,
      name: input.name,
      language: input.language,
    })
    .returning();
  if (!row) throw new Error('consumer insert returned no row');
  return row;
}

export async function updateConsumer(
  db: DbExecutor,
  consumerId: number,
  changes: Partial<
    Pick<
      ConsumerRow,
      | 'name'
      | 'phone'
      | 'city'
      | 'countryCode'
      | 'passwordHash'
      | 'isPasswordSkipped'
      | 'emailVerifiedAt'
      | 'phoneVerifiedAt'
    >
  >,
  now: Date,
): Promise<ConsumerRow> {
  const [row] = await db
    .update(consumers)
    .set({ ...changes, updatedAt: now })
    .where(eq(consumers.id, consumerId))
    .returning();
  if (!row) throw new Error('consumer update returned no row');
  return row;
}

export function consumerProfile(row: ConsumerRow): ConsumerProfile {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    // A link viewer sees the address it typed, not the made-up one its row is keyed by.
    email: row.contactEmail ?? row.email,
    phone: row.phone,
    city: row.city,
    country_code: row.countryCode,
    is_password_skipped: row.isPasswordSkipped,
    has_password: row.passwordHash !== null,
  };
}

/** The company's viewers' addresses and names, as a subquery another module's statement joins. */
export const consumerContacts = (db: DbExecutor) =>
  db
    .select({
      id: consumers.id,
      email: consumers.email,
      contactEmail: consumers.contactEmail,
      name: consumers.name,
    })
    .from(consumers)
    .as('consumer_contacts');

/** `value` for a LIKE pattern: its wildcards taken as they are. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern `consumersMatching` takes: what begins with `prefix`, in any case. */
export const viewerPrefixPattern = (prefix: string) => `${likeLiteral(prefix.toLowerCase())}%`;

/**
 * The ids of the company's viewers whose address or name matches `pattern` (`viewerPrefixPattern`),
 * as a subquery: the prefix indexes on lower(email) and lower(name) answer it. The company and the
 * pattern are values, or placeholders of a prepared statement.
 */
export function consumersMatching(
  db: DbExecutor,
  companyId: number | SQLWrapper,
  pattern: string | SQLWrapper,
) {
  return db
    .select({ id: consumers.id })
    .from(consumers)
    .where(
      and(
        ofCompany(consumers, companyId),
        sql`(lower(${consumers.email}) like ${pattern} or lower(${consumers.name}) like ${pattern})`,
      ),
    );
}

/** The ids of the company's viewers whose address or name begins with `prefix`; null when more than `most` do. */
export async function viewerIdsMatching(
  db: DbExecutor,
  companyId: number,
  prefix: string,
  most: number,
): Promise<number[] | null> {
  const found = await consumersMatching(db, companyId, viewerPrefixPattern(prefix)).limit(most + 1);
  return found.length > most ? null : found.map((row) => row.id);
}
