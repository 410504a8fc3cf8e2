import type { FastifyInstance } from 'fastify';

/** One dependency `/readyz` asks about: it resolves when reachable, rejects saying why not. */
export type ReadinessCheck = { name: string; check(): Promise<void> };

/** A node's part in a rolling stop: while draining it still serves, but says it is not ready. */
export type Lifecycle = {
  /** From now on `/readyz` answers 503 draining; the stop must end by `deadline` (ms since the epoch). */
  beginDrain(deadline: number): void;
  /** How long work may still take before the stop's deadline; 0 when not stopping. */
  remainingMs(): number;
};

/** A dependency that does not answer within this long is reported as not reachable. */
const CHECK_TIMEOUT_MS = 2000;

const TIMED_OUT = `no answer within ${CHECK_TIMEOUT_MS} ms`;

/** A failure's code (ECONNREFUSED, ENOTDIR, NotFound...) or a timeout, never its message. */
function shortReason(reason: unknown): string {
  if (reason instanceof Error && reason.message === TIMED_OUT) return TIMED_OUT;
  const { code, name } = (reason ?? {}) as { code?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  return typeof name === 'string' && name !== 'Error' ? name : 'unreachable';
}

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check.check(),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: the process answers (a liveness probe; nothing else is asked, so a database
 * outage never gets every node restarted). `GET /readyz`: the node may take traffic: every
 * dependency answered (database, Redis when set, storage); otherwise, or while the node drains,
 * 503 naming what is not. Both answer plain JSON, outside the API's envelope, and stay out of
 * the request log.
 */
export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): Lifecycle {
  let deadline: number | null = null;

  // A stopping node's answers end their connections, so that a kept-alive client's next request
  // opens one to another node and the stop need not wait for idle connections to time out.
  app.addHook('onSend', async (_request, reply) => {
    if (deadline !== null) reply.header('connection', 'close');
  });

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (deadline !== null) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.allSettled(checks.map(withTimeout));
    const failing: Record<string, string> = {};
    const errors: Record<string, unknown> = {};
    results.forEach((result, index) => {
      const name = checks[index]?.name ?? String(index);
      if (result.status === 'rejected') {
        failing[name] = shortReason(result.reason);
        errors[name] = result.reason;
      }
    });
    if (Object.keys(failing).length > 0) {
      // The whole error (addresses, messages) goes to the log; the answer, which anyone may ask
      // for, names only the dependency and the kind of failure.
      app.log.warn({ failing: errors }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', failing });
    }
    return reply.send({ status: 'ready', checked: checks.map((check) => check.name) });
  });

  return {
    beginDrain(at) {
      deadline = at;
    },
    remainingMs() {
      return deadline === null ? 0 : Math.max(0, deadline - Date.now());
    },
  };
}
