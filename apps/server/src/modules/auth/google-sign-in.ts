import type { LoginResponse } from '@screener/contracts/auth';
import type { LanguageCode } from '@screener/contracts/language';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CompanyRow } from '../companies/index.ts';
import { findOrCreateConsumer, updateConsumer } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Google's keys: inline from GOOGLE_JWKS, or fetched (and cached by jose) from GOOGLE_JWKS_URL. */
export function googleKeys(config: Pick<Config, 'GOOGLE_JWKS' | 'GOOGLE_JWKS_URL'>): JWTVerifyGetKey {
  return config.GOOGLE_JWKS
    ? createLocalJWKSet(JSON.parse(config.GOOGLE_JWKS))
    : createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
}

/**
 * `consumer/loginWithFirebase` with Google: the ID token's signature, issuer, audience (our client
 * id) and lifetime are checked against Google's keys; a verified address signs in (or registers).
 */
export async function loginWithGoogle(
  deps: SignInDeps & Pick<AuthDeps, 'config'>,
  keys: JWTVerifyGetKey | null,
  input: { company: CompanyRow; idToken: string; language: LanguageCode; now: Date },
): Promise<LoginResponse> {
  const clientId = deps.config.GOOGLE_CLIENT_ID;
  if (!clientId || !keys) throw new AppError('NOT_AUTHORIZED');
  const payload = await jwtVerify(input.idToken, keys, {
    issuer: GOOGLE_ISSUERS,
    audience: clientId,
    currentDate: input.now,
  }).then(
    (result) => result.payload,
    () => null,
  );
  const email = typeof payload?.email === 'string' ? payload.email : null;
  if (!payload || !email || payload.email_verified !== true) throw new AppError('NOT_AUTHORIZED');
  const name = typeof payload.name === 'string' ? payload.name.slice(0, 250) : null;
  const { consumer } = await findOrCreateConsumer(deps.db, {
    companyId: input.company.id,
    email,
    name,
    language: input.language,
  });
  const verified = await updateConsumer(
    deps.db,
    consumer.id,
    { emailVerifiedAt: consumer.emailVerifiedAt ?? input.now, name: consumer.name ?? name },
    input.now,
  );
  return signIn(deps, { consumer: verified, now: input.now });
}
