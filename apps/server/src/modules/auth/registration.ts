import type { PendingCode } from '@screener/contracts/auth';
import { findOrCreateConsumer, updateConsumer } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { type CodeOrigin, sendEmailCode } from './verification.ts';

/**
 * `customer/registration`: the address receives a code that signs it in. Name and phone are only
 * recorded on an account that has no name yet, so registering someone else's address changes
 * nothing of theirs, and the answer is the same whether the address was known.
 */
export async function register(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'webhooks'>,
  input: { email: string; name: string; phone?: string | null | undefined },
  origin: CodeOrigin,
): Promise<PendingCode> {
  const { consumer, created } = await findOrCreateConsumer(deps.db, {
    companyId: origin.company.id,
    email: input.email,
    name: input.name,
    phone: input.phone ?? null,
    language: origin.language,
  });
  const current = consumer.name
    ? consumer
    : await updateConsumer(
        deps.db,
        consumer.id,
        { name: input.name, phone: input.phone ?? consumer.phone },
        origin.now,
      );
  if (created) {
    await deps.webhooks.publish(origin.company.id, 'viewer.registered', {
      viewer_id: current.id,
      email: current.email,
      name: current.name,
      language: current.language,
    });
  }
  return sendEmailCode(deps, current, origin);
}
