import type { LightMyRequestResponse } from 'fastify';

type EnvelopeError = { code?: unknown } | null | undefined;
/** A test helper's answer: the envelope's error beside the status, or the parsed body. */
type HelperAnswer = { error: EnvelopeError } | { body: { error?: EnvelopeError } };

const codeOf = (error: EnvelopeError) => (typeof error?.code === 'number' ? error.code : null);

/**
 * The code of a refusal in the answer's envelope, or null when the call answered data. Tests read
 * refusals here rather than from the HTTP status: the envelope is what the specification's client
 * reads, and a JSON call answers its refusals with HTTP 200 (decision record 0047). Takes an
 * injected response or a test helper's answer (`{ status, error }` or `{ status, body }`); a file
 * answered instead of an envelope is no refusal.
 */
export function refusalCode(res: LightMyRequestResponse | HelperAnswer): number | null {
  if (isInjected(res)) {
    // A file call answers its bytes (a CSV, a PDF): no envelope, so no refusal.
    if (!String(res.headers['content-type'] ?? '').includes('json')) return null;
    return codeOf((res.json() as { error?: EnvelopeError }).error);
  }
  return codeOf('error' in res ? res.error : res.body.error);
}

function isInjected(res: LightMyRequestResponse | HelperAnswer): res is LightMyRequestResponse {
  return typeof (res as { json?: unknown }).json === 'function';
}
