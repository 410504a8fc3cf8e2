import type { LightMyRequestResponse } from 'fastify';

/**
 * The code of a refusal in the answer's envelope, or null when the call answered data. Tests read
 * refusals here rather than from the HTTP status: the envelope is what the specification's client
 * reads.
 */
export function refusalCode(res: LightMyRequestResponse): number | null {
  const body = res.json() as { error?: { code?: unknown } | null };
  return typeof body.error?.code === 'number' ? body.error.code : null;
}
