import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/call.ts';
import { findConsumer } from './consumers.ts';
import { appLoginCodes, approvedOauthDomains, sessions } from './schema.ts';
import { isFullSession } from './sessions.ts';

/** Long enough for a redirect and the host's server-to-server call. */
const APP_LOGIN_CODE_TTL_MS = 2 * 60_000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

type AppLoginAnswer = { token: string | null; approval_required: boolean; oauth_host: string };

/** Link and preview sessions are anonymous: they never sign in to another app. */
function assertFullSession(viewer: Viewer): void {
  if (!isFullSession(viewer.session)) throw new AppError('FORBIDDEN');
}

async function issueAppLoginCode(
  db: DbExecutor,
  viewer: Viewer,
  oauthHost: string,
  now: Date,
): Promise<string> {
  const code = randomBytes(32).toString('hex');
  await db.insert(appLoginCodes).values({
    companyId: viewer.session.companyId,
    consumerId: viewer.consumerId,
    hostname: oauthHost,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + APP_LOGIN_CODE_TTL_MS),
    createdAt: now,
  });
  // Logging out of this session then goes to the app host's logout page (spec part 1 §4).
  await db.update(sessions).set({ oauthHost }).where(eq(sessions.id, viewer.session.id));
  return code;
}

/** `consumer/mewOAuthLogin`: a code for a host the viewer approved before, or a request to approve it. */
export async function requestAppLogin(
  db: DbExecutor,
  viewer: Viewer,
  oauthHost: string,
  now: Date,
): Promise<AppLoginAnswer> {
  assertFullSession(viewer);
  const [approved] = await db
    .select({ id: approvedOauthDomains.id })
    .from(approvedOauthDomains)
    .where(
      and(
        eq(approvedOauthDomains.consumerId, viewer.consumerId),
        eq(approvedOauthDomains.hostname, oauthHost),
      ),
    )
    .limit(1);
  if (!approved) return { token: null, approval_required: true, oauth_host: oauthHost };
  return {
    token: await issueAppLoginCode(db, viewer, oauthHost, now),
    approval_required: false,
    oauth_host: oauthHost,
  };
}

/** The approve-app-domain action: remembers the host and answers its first code. */
export async function approveAppDomain(
  db: DbExecutor,
  viewer: Viewer,
  oauthHost: string,
  now: Date,
): Promise<AppLoginAnswer> {
  assertFullSession(viewer);
  await db
    .insert(approvedOauthDomains)
    .values({ consumerId: viewer.consumerId, hostname: oauthHost, createdAt: now })
    .onConflictDoNothing();
  return {
    token: await issueAppLoginCode(db, viewer, oauthHost, now),
    approval_required: false,
    oauth_host: oauthHost,
  };
}

/** The host redeems a code once, within its lifetime, for the viewer's name and email. */
export async function redeemAppLoginCode(
  db: DbExecutor,
  input: { companyId: number; code: string; now: Date },
) {
  const [row] = await db
    .update(appLoginCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        ofCompany(appLoginCodes, input.companyId),
        eq(appLoginCodes.codeHash, hashCode(input.code)),
        isNull(appLoginCodes.usedAt),
        gt(appLoginCodes.expiresAt, input.now),
      ),
    )
    .returning();
  const consumer = row ? await findConsumer(db, input.companyId, row.consumerId) : null;
  if (!consumer) throw new AppError('NOT_AUTHORIZED');
  return { consumer: { id: consumer.id, uuid: consumer.uuid, name: consumer.name, email: consumer.email } };
}
