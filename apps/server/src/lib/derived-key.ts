import { createHash } from 'node:crypto';

/**
 * An idempotency key the server derives for a request that sent none: the same parts give the same
 * key, so a repeated request answers what the first one made. The parts name the attempt (what is
 * bought, with what, which try); the key is their hash, within the 100 characters a sent key may have.
 */
export function derivedAttemptKey(
  kind: string,
  parts: readonly (string | number | boolean | null)[],
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([kind, ...parts]))
    .digest('base64url');
  return `derived-${kind}-${digest}`;
}
