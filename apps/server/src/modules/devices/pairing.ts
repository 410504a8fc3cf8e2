import { toApiDateTime } from '@screener/contracts/dates';
import type { PairedDevice } from '@screener/contracts/devices';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/call.ts';
import { endSession, findSessionById } from '../auth/index.ts';
import { hashCode } from './codes.ts';
import { devices } from './schema.ts';

type DeviceRow = typeof devices.$inferSelect;

/** The pending pairing of the company whose user code this is, still within its 10 minutes. */
function pendingByCode(companyId: number, shortCode: string, now: Date) {
  return and(
    ofCompany(devices, companyId),
    eq(devices.userCodeHash, hashCode(shortCode.toUpperCase())),
    isNull(devices.pairedAt),
    isNull(devices.deniedAt),
    gt(devices.expiresAt, now),
  );
}

async function deviceView(db: DbExecutor, device: DeviceRow): Promise<PairedDevice> {
  const session = device.sessionId === null ? null : await findSessionById(db, device.sessionId);
  if (!device.pairedAt) throw new Error('an unpaired device has no view');
  return {
    id: device.id,
    paired_at: toApiDateTime(device.pairedAt),
    last_seen_at: session ? toApiDateTime(session.lastSeenAt ?? session.createdAt) : null,
  };
}

/**
 * `verify_short_code` (spec part 2 §7.2): the viewer pairs the TV showing this code. A code of
 * another company, an expired one and one already used are the same refusal.
 */
export async function verifyShortCode(
  db: Db,
  input: { companyId: number; viewer: Viewer; shortCode: string; now: Date },
): Promise<PairedDevice> {
  const [paired] = await db
    .update(devices)
    .set({ consumerId: input.viewer.consumerId, pairedAt: input.now, updatedAt: input.now })
    .where(pendingByCode(input.companyId, input.shortCode, input.now))
    .returning();
  if (!paired) throw new AppError('DEVICE_CODE_INVALID');
  return deviceView(db, paired);
}

/** The phone's verification page turns the TV away: its next poll answers `access_denied`. */
export async function denyShortCode(
  db: Db,
  input: { companyId: number; shortCode: string; now: Date },
): Promise<void> {
  const [denied] = await db
    .update(devices)
    .set({ deniedAt: input.now, updatedAt: input.now })
    .where(pendingByCode(input.companyId, input.shortCode, input.now))
    .returning({ id: devices.id });
  if (!denied) throw new AppError('DEVICE_CODE_INVALID');
}

/** The viewer's paired TVs, newest first. */
export async function listDevices(db: Db, companyId: number, viewer: Viewer): Promise<PairedDevice[]> {
  const rows = await db
    .select()
    .from(devices)
    .where(
      and(
        ofCompany(devices, companyId),
        eq(devices.consumerId, viewer.consumerId),
        isNotNull(devices.pairedAt),
      ),
    )
    .orderBy(desc(devices.pairedAt), desc(devices.id));
  return Promise.all(rows.map((row) => deviceView(db, row)));
}

/**
 * Removes one of the viewer's TVs and ends its session: its next call answers 556. Answers the
 * ended session's id so the caller can close the TV's realtime connection.
 */
export async function removeDevice(
  db: Db,
  input: { companyId: number; viewer: Viewer; deviceId: number; now: Date },
): Promise<{ sessionId: number | null }> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(devices)
      .where(
        and(
          eq(devices.id, input.deviceId),
          ofCompany(devices, input.companyId),
          eq(devices.consumerId, input.viewer.consumerId),
          isNotNull(devices.pairedAt),
        ),
      )
      .returning();
    if (!removed) throw new AppError('NOT_FOUND');
    if (removed.sessionId !== null) await endSession(tx, removed.sessionId, input.now, 'removed');
    return { sessionId: removed.sessionId };
  });
}
