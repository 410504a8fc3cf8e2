import { validationMessage } from '@screener/contracts/validation';
import type { StreamKind, Streams } from '@screener/contracts/watch';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeEmbedCode } from '../../lib/sanitize-embed-code.ts';
import { type StreamMeta, streams } from './schema.ts';

/** An event's streams keyed by kind, as the screener carries them (spec part 2 §3). */
export async function listStreams(db: DbExecutor, screenerId: number): Promise<Streams> {
  const rows = await db.select().from(streams).where(eq(streams.screenerId, screenerId));
  const byKind: Streams = {};
  for (const row of rows) byKind[row.type] = { active: row.active, force: row.force, content: row.meta };
  return byKind;
}

/** One stream's change: the flags given replace the stored ones, the meta given is merged in. */
export type StreamChange = { type: StreamKind; active?: boolean; force?: boolean; meta?: StreamMeta };

/**
 * Embed code as the event editor stores it (screenings' sanitizeStage): its https iframes only,
 * and code with none left refused on its field, so no path stores markup the watch page would run.
 */
function sanitizedMeta(meta: StreamMeta): StreamMeta {
  if (typeof meta.source_code !== 'string') return meta;
  const code = sanitizeEmbedCode(meta.source_code);
  if (code === '') {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { 'meta.source_code': [validationMessage('validation.invalid_character')] } },
    });
  }
  return { ...meta, source_code: code };
}

/**
 * Creates or changes one stream of an event: the flags given replace the stored ones and the
 * meta given is merged into the stored meta. Forcing a stream un-forces the others, so the stage
 * has one forced stream at most.
 */
export async function changeStream(
  db: DbExecutor,
  screenerId: number,
  change: StreamChange,
): Promise<Streams> {
  const meta = change.meta ? sanitizedMeta(change.meta) : undefined;
  return db.transaction(async (tx) => {
    await applyStreamChange(tx, screenerId, { ...change, ...(meta ? { meta } : {}) });
    return listStreams(tx, screenerId);
  });
}

/** `changeStream`'s rules inside a transaction the caller holds. */
export async function applyStreamChange(
  tx: DbExecutor,
  screenerId: number,
  change: StreamChange,
): Promise<void> {
  const existing = (await tx.select().from(streams).where(eq(streams.screenerId, screenerId))).find(
    (row) => row.type === change.type,
  );
  if (change.force) await tx.update(streams).set({ force: false }).where(eq(streams.screenerId, screenerId));
  const values = {
    active: change.active ?? existing?.active ?? false,
    force: change.force ?? existing?.force ?? false,
    meta: { ...(existing?.meta ?? {}), ...(change.meta ?? {}) },
  };
  if (existing) await tx.update(streams).set(values).where(eq(streams.id, existing.id));
  else await tx.insert(streams).values({ screenerId, type: change.type, ...values });
}
