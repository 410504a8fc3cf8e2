import { type DeviceTokenError, SLOW_DOWN_STEP_SECONDS } from '@screener/contracts/devices';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { openSession } from '../auth/index.ts';
import { hashCode } from './codes.ts';
import { devices } from './schema.ts';

export type PollAnswer =
  | { token: { key: string; secret: string } }
  | { error: DeviceTokenError; interval?: number };

/**
 * RFC 8628 §3.4–3.5: the TV polls with its device code. The order of the checks: an unknown or
 * spent code (`invalid_grant`), an expired one, a denied one, a paired one (the token, once), a
 * poll sooner than the interval (`slow_down`, and the interval grows by 5 s), else pending.
 */
export async function pollForToken(
  db: Db,
  input: { companyId: number; deviceCode: string; now: Date },
): Promise<PollAnswer> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select()
      .from(devices)
      .where(and(ofCompany(devices, input.companyId), eq(devices.deviceCodeHash, hashCode(input.deviceCode))))
      .for('update')
      .limit(1);
    if (!device || device.tokenIssuedAt) return { error: 'invalid_grant' };
    if (device.expiresAt <= input.now) return { error: 'expired_token' };
    if (device.deniedAt) return { error: 'access_denied' };
    if (device.pairedAt && device.consumerId !== null) {
      const { session } = await openSession(tx, {
        companyId: device.companyId,
        consumerId: device.consumerId,
        now: input.now,
        sessionMode: 'tv',
      });
      await tx
        .update(devices)
        .set({
          tokenIssuedAt: input.now,
          sessionId: session.id,
          lastPolledAt: input.now,
          updatedAt: input.now,
        })
        .where(and(eq(devices.id, device.id), isNull(devices.tokenIssuedAt)));
      return { token: { key: session.key, secret: session.secret } };
    }
    const tooSoon =
      device.lastPolledAt !== null &&
      input.now.getTime() - device.lastPolledAt.getTime() < device.pollIntervalSeconds * 1000;
    const interval = device.pollIntervalSeconds + (tooSoon ? SLOW_DOWN_STEP_SECONDS : 0);
    await tx
      .update(devices)
      .set({ lastPolledAt: input.now, pollIntervalSeconds: interval, updatedAt: input.now })
      .where(eq(devices.id, device.id));
    return tooSoon ? { error: 'slow_down', interval } : { error: 'authorization_pending' };
  });
}
