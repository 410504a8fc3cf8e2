import { readAuthorization } from '@screener/contracts/auth-header';
import { rooms } from '@screener/contracts/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../app-deps.ts';
import { normalizeHost } from '../lib/host-name.ts';
import type { GaugeSource } from '../lib/metrics.ts';

/** A module's realtime side: it listens on the server and gives back how to stop before closing. */
export type RealtimeHandlers = (io: Server) => () => Promise<void>;

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

/**
 * The Redis adapter's publishing connection. The adapter sends every cross-node emit without
 * awaiting it; while Redis is away each publish fails (the app's client gives up after one retry),
 * and an unhandled rejection would end the node. Here a failed publish reaches no other node and
 * answers 0 receivers: the emit still reaches this node's own clients (docs/operations.md, "When a
 * part goes away"), and the connection comes back by itself. `onLost` hears each lost publish.
 */
export function adapterPublisher(redis: Redis, onLost: (error: unknown) => void): Redis {
  const publisher = redis.duplicate();
  const publish = publisher.publish.bind(publisher);
  publisher.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      onLost(error);
      return 0;
    })) as typeof publisher.publish;
  return publisher;
}

/**
 * Socket.IO on the HTTP server, authenticated with the same signed header as the API (sent as
 * `auth.authorization` in the handshake). A signed-in connection joins its consumer's room, so that
 * a newer login elsewhere can log it out at once, and its session's room, so that removing a TV
 * signs it out at once. With Redis configured, rooms span every node.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'companies' | 'clock' | 'sessions'> & {
    /** The app's Redis connection, or null on a single node. */
    redis: Redis | null;
    /** The deployment's prefix in Redis: two deployments sharing one Redis never see each other's rooms. */
    namespace: string;
    /** The modules' realtime sides, passed in by the composition root. */
    handlers: RealtimeHandlers[];
  },
): Promise<Server> {
  const io = new Server(app.server, { path: '/socket.io/', serveClient: false });

  if (deps.redis) {
    // The adapter publishes on the app's connection; a connection that subscribes can send nothing
    // else, so the adapter's listening side is a second connection of its own.
    const subscriber = deps.redis.duplicate();
    // One line per outage, not one per emit: the first lost publish after a good one is told.
    let losing = false;
    const publisher = adapterPublisher(deps.redis, (error) => {
      if (!losing) app.log.warn({ err: error }, 'realtime events stay on this node until Redis answers');
      losing = true;
    });
    publisher.on('ready', () => {
      losing = false;
    });
    // ioredis reconnects by itself; without a listener it would print each failed attempt unlogged.
    for (const connection of [publisher, subscriber]) connection.on('error', () => undefined);
    io.adapter(createAdapter(publisher, subscriber, { key: `${deps.namespace}:socket.io` }));
    app.addHook('onClose', async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    });
  }

  io.use(async (socket: Socket, next) => {
    try {
      const company = await deps.companies.byDomain(normalizeHost(socket.handshake.headers.host ?? ''));
      if (!company) return next(new Error('unknown site'));
      if (company.suspendedAt) return next(new Error('site suspended'));
      // The signed header, or a paired TV's Bearer token, in the handshake's auth or its header.
      const header = readAuthorization(
        socket.handshake.auth?.authorization ?? socket.handshake.headers.authorization,
        deps.clock.now().getTime(),
      );
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
      const { session, problem } = await deps.sessions.open(header, company.id, deps.clock.now());
      if (!session) return next(new Error(problem));
      socket.identity = {
        companyId: company.id,
        consumerId: session.consumerId,
        sessionKey: session.key,
        sessionId: session.id,
        isTv: deps.sessions.isTv(session),
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

  for (const handlers of deps.handlers) app.addHook('preClose', handlers(io));

  // The transports close, not the sockets: a client whose transport closes reconnects by itself
  // (through the balancer, to another node), whereas a socket the server disconnects stays away.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  return io;
}

const SCREENER_ROOM = rooms.screener(0).replace(/0$/, '');

/** What the metrics read of this node's realtime side at each scrape. */
export function realtimeGauges(io: Server): GaugeSource[] {
  const named = () => {
    const { rooms: all, sids } = io.of('/').adapter;
    return [...all].filter(([name]) => !sids.has(name));
  };
  return [
    {
      name: 'screener_socketio_connections',
      help: 'Socket.IO connections open on this node',
      read: () => [{ value: io.engine.clientsCount }],
    },
    {
      name: 'screener_socketio_rooms',
      help: 'Socket.IO rooms with a member on this node (events, chat rooms, viewers, seat charts)',
      read: () => [{ value: named().length }],
    },
    {
      name: 'screener_live_viewers',
      help: "Connections in an event's watch room on this node (sum over the nodes for the event's audience)",
      labelNames: ['event'],
      read: () =>
        named().flatMap(([name, members]) =>
          name.startsWith(SCREENER_ROOM)
            ? [{ labels: { event: name.slice(SCREENER_ROOM.length) }, value: members.size }]
            : [],
        ),
    },
  ];
}
