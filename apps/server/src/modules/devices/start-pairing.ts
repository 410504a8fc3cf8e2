import {
  DEVICE_POLL_INTERVAL_SECONDS,
  type DeviceAuthorizationResponse,
  USER_CODE_TTL_SECONDS,
} from '@screener/contracts/devices';
import { and, isNull, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { hashCode, newDeviceCode, newUserCode } from './codes.ts';
import { devices } from './schema.ts';

/** A user code drawn again when it matches a pending one of the company: rare, and never twice in a row in practice. */
const DRAWS = 5;

/**
 * RFC 8628 §3.1–3.2: a TV asks for a pairing on the company's site. Pairings of the company that
 * expired unpaired are dropped first, so their codes can be drawn again.
 */
export async function startPairing(
  db: DbExecutor,
  input: { companyId: number; now: Date; verificationUri: string },
): Promise<DeviceAuthorizationResponse> {
  await db
    .delete(devices)
    .where(
      and(ofCompany(devices, input.companyId), isNull(devices.pairedAt), lt(devices.expiresAt, input.now)),
    );
  const expiresAt = new Date(input.now.getTime() + USER_CODE_TTL_SECONDS * 1000);
  for (let draw = 1; ; draw += 1) {
    const userCode = newUserCode();
    const deviceCode = newDeviceCode();
    try {
      await db.insert(devices).values({
        companyId: input.companyId,
        deviceCodeHash: hashCode(deviceCode),
        userCodeHash: hashCode(userCode),
        expiresAt,
        pollIntervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
        createdAt: input.now,
        updatedAt: input.now,
      });
      const uri = new URL(input.verificationUri);
      uri.searchParams.set('user_code', userCode);
      return {
        device_code: deviceCode,
        user_code: userCode,
        verification_uri: input.verificationUri,
        verification_uri_complete: uri.toString(),
        expires_in: USER_CODE_TTL_SECONDS,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= DRAWS) throw error;
    }
  }
}
