/**
 * PostgreSQL's answers while it stops or starts (class 57P: shutdown, cannot connect now) and its
 * connection failures (class 08).
 */
const DATABASE_UNAVAILABLE = /^(57P0[1-3]|08\d{3}|08P01)$/;
/** The system's answers when a service's socket is refused, reset or silent. */
const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres and ioredis say so by message or name rather than by code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Connection is closed/,
  /^timeout exceeded when trying to connect/,
];
const UNAVAILABLE_NAMES = new Set(['MaxRetriesPerRequestError']);

/**
 * Whether a failure is the database or Redis being away for a moment (a restart, a lost
 * connection), rather than a fault of the call: such a call is answered "briefly unavailable",
 * which a client may try again, not "server error".
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_UNAVAILABLE.test(code) || SOCKET_FAILURES.has(code)))
      return true;
    if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
