import { ZAuthorizationHeader } from '@screener/contracts/auth-header';
import { rooms } from '@screener/contracts/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { signatureProblem } from '../modules/auth/request-signature.ts';
import { findSessionByKey, isTvSession, type SessionLifetime } from '../modules/auth/sessions.ts';
import type { CompanyCache } from '../modules/companies/company-cache.ts';
import { normalizeHost } from '../modules/companies/service.ts';
import { registerWatchRealtime } from '../modules/watch/realtime-handlers.ts';
import type { GeoPort } from '../ports/geo.ts';

/** What a connection proved in its handshake; guests connect too, with no consumer. */
export type SocketIdentity = {
  companyId: number;
  consumerId: number | null;
  sessionKey: string | null;
  sessionId: number | null;
  /** A paired TV stays out of its viewer's room: a login elsewhere does not sign it out. */
  isTv: boolean;
};

declare module 'socket.io' {
  interface Socket {
    identity: SocketIdentity;
  }
}

function parseHeader(raw: unknown) {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = ZAuthorizationHeader.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Socket.IO on the HTTP server, authenticated with the same signed header as the API (sent as
 * `auth.authorization` in the handshake). A signed-in connection joins its consumer's room, so that
 * a newer login elsewhere can log it out at once, and its session's room, so that removing a TV
 * signs it out at once. With Redis configured, rooms span every node.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    db: Db;
    companies: CompanyCache;
    clock: Clock;
    geo: GeoPort;
    redisUrl: string | undefined;
    /** The deployment's prefix in Redis: two deployments sharing one Redis never see each other's rooms. */
    namespace: string;
    sessionLifetime: SessionLifetime;
  },
): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io/', serveClient: false });

  if (deps.redisUrl) {
    const publisher = new Redis(deps.redisUrl, { maxRetriesPerRequest: 1 });
    const subscriber = publisher.duplicate();
    io.adapter(createAdapter(publisher, subscriber, { key: `${deps.namespace}:socket.io` }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  }

  io.use(async (socket: Socket, next) => {
    try {
      const company = await deps.companies.byDomain(normalizeHost(socket.handshake.headers.host ?? ''));
      if (!company) return next(new Error('unknown site'));
      const header = parseHeader(socket.handshake.auth?.authorization);
      if (!header?.key) {
        socket.identity = {
          companyId: company.id,
          consumerId: null,
          sessionKey: null,
          sessionId: null,
          isTv: false,
        };
        return next();
      }
      const session = await findSessionByKey(deps.db, header.key);
      const problem = signatureProblem(header, session, company.id, deps.clock.now(), deps.sessionLifetime);
      if (problem || !session) return next(new Error(problem ?? 'SESSION_EXPIRED'));
      socket.identity = {
        companyId: company.id,
        consumerId: session.consumerId,
        sessionKey: session.key,
        sessionId: session.id,
        isTv: isTvSession(session),
      };
      return next();
    } catch (error) {
      app.log.error({ err: error }, 'realtime handshake failed');
      return next(new Error('SERVER_ERROR'));
    }
  });

  io.on('connection', (socket) => {
    const { consumerId, sessionId, isTv } = socket.identity;
    if (sessionId !== null) void socket.join(rooms.session(sessionId));
    if (consumerId !== null && !isTv) void socket.join(rooms.consumer(consumerId));
  });

  const stopWatch = registerWatchRealtime(io, deps);
  app.addHook('preClose', stopWatch);

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
