import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** Starts the app's server on a free local port, for real websocket clients, and answers the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A websocket client of a browser on `host`, signed in by `authorization` when given; it never reconnects. */
export function openSocket(port: number, host: string, authorization?: string): Socket {
  return connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    extraHeaders: { host },
    auth: authorization ? { authorization } : {},
    reconnection: false,
  });
}

/** Settles when the socket's handshake does: resolved on connect, rejected on a refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
