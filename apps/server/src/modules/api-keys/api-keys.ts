import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey } from '@screener/contracts/api-keys';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ApiKeyRow, apiKeys } from './schema.ts';

const KEY_PREFIX = 'scr_';
/** How often a key's "last used" is written, at most: a busy integration does not write on every read. */
const LAST_USED_STEP_MS = 60_000;

export const hashKey = (token: string) => createHash('sha256').update(token).digest('hex');

export function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: 'read',
    created_at: toApiDateTime(row.createdAt),
    last_used_at: toApiDateTimeOrNull(row.lastUsedAt),
    revoked_at: toApiDateTimeOrNull(row.revokedAt),
  };
}

/** A new key: the whole of it answered this once, its hash kept. */
export async function createApiKey(
  db: Db,
  companyId: number,
  name: string,
): Promise<{ key: ApiKey; token: string }> {
  const token = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ companyId, name, prefix: token.slice(0, KEY_PREFIX.length + 6), keyHash: hashKey(token) })
    .returning();
  if (!row) throw new Error('the key was not saved');
  return { key: apiKeyView(row), token };
}

export async function listApiKeys(db: Db, companyId: number): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(ofCompany(apiKeys, companyId)).orderBy(asc(apiKeys.id));
  return rows.map(apiKeyView);
}

/** Revokes one of the company's keys; revoking it again keeps its first time. */
export async function revokeApiKey(db: Db, companyId: number, keyId: number, now: Date): Promise<ApiKey> {
  const [found] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), ofCompany(apiKeys, companyId)));
  if (!found) throw new AppError('NOT_FOUND');
  if (found.revokedAt) return apiKeyView(found);
  const [row] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, found.id)).returning();
  return apiKeyView(row ?? found);
}

/** What a bearer token opens: its key row (revoked or not), or null for no key at all. */
export async function findKey(db: Db, token: string): Promise<ApiKeyRow | null> {
  if (!token.startsWith(KEY_PREFIX)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashKey(token)));
  return row ?? null;
}

export async function markUsed(db: Db, row: ApiKeyRow, now: Date): Promise<void> {
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
}
