import type { ConsumerProfile } from '@screener/contracts/auth';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/call.ts';
import { type ConsumerRow, consumerProfile, findConsumer, updateConsumer } from './consumers.ts';
import { hashPassword } from './passwords.ts';

async function currentConsumer(db: DbExecutor, viewer: Viewer): Promise<ConsumerRow> {
  const consumer = await findConsumer(db, viewer.session.companyId, viewer.consumerId);
  if (!consumer) throw new AppError('SESSION_EXPIRED');
  return consumer;
}

/** Link and preview viewers have no profile (spec part 2 §6). */
function assertOwnAccount(viewer: Viewer): void {
  if (viewer.session.accessLinkType !== null) throw new AppError('FORBIDDEN');
}

/** `customer/get`. */
export async function getCustomer(db: DbExecutor, viewer: Viewer): Promise<ConsumerProfile> {
  return consumerProfile(await currentConsumer(db, viewer));
}

/** `consumer/update/profile`: name, city, phone and its country; the email never changes here. */
export async function updateProfile(
  db: DbExecutor,
  viewer: Viewer,
  changes: {
    name: string;
    city?: string | null | undefined;
    phone: string | null;
    country_code?: string | null | undefined;
  },
  now: Date,
): Promise<ConsumerProfile> {
  assertOwnAccount(viewer);
  const consumer = await currentConsumer(db, viewer);
  const updated = await updateConsumer(
    db,
    consumer.id,
    {
      name: changes.name,
      phone: changes.phone,
      ...(changes.city !== undefined ? { city: changes.city || null } : {}),
      ...(changes.country_code !== undefined ? { countryCode: changes.country_code } : {}),
    },
    now,
  );
  return consumerProfile(updated);
}

/** `consumer/changePassword`: the session proves who is asking; the new password is hashed with argon2id. */
export async function changePassword(
  db: DbExecutor,
  viewer: Viewer,
  password: string,
  now: Date,
): Promise<ConsumerProfile> {
  assertOwnAccount(viewer);
  const consumer = await currentConsumer(db, viewer);
  const updated = await updateConsumer(db, consumer.id, { passwordHash: await hashPassword(password) }, now);
  return consumerProfile(updated);
}

/** `consumer/skipPassword`: the viewer declined to set a password; the flow stops offering it. */
export async function skipPassword(db: DbExecutor, viewer: Viewer, now: Date): Promise<ConsumerProfile> {
  assertOwnAccount(viewer);
  const consumer = await currentConsumer(db, viewer);
  return consumerProfile(await updateConsumer(db, consumer.id, { isPasswordSkipped: true }, now));
}
