import type { LoginResponse } from '@screener/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import type { CompanyRow } from '../companies/index.ts';
import { takeGuess } from '../guesses/index.ts';
import { findConsumerByEmail } from './consumers.ts';
import { verifyPassword } from './passwords.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

/** `consumer/login`: one answer for an unknown address, no password and a wrong password. */
export async function loginWithPassword(
  deps: SignInDeps,
  input: { company: CompanyRow; email: string; password: string; now: Date },
): Promise<LoginResponse> {
  const consumer = await findConsumerByEmail(deps.db, input.company.id, input.email);
  if (consumer) {
    await takeGuess(deps.db, {
      account: { kind: 'consumer', id: consumer.id },
      family: 'password',
      now: input.now,
    });
  }
  const valid = await verifyPassword(consumer?.passwordHash ?? null, input.password);
  if (!consumer || !valid) throw new AppError('INVALID_CREDENTIALS');
  return signIn(deps, { consumer, now: input.now });
}
