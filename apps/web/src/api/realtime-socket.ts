import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { currentLanguage } from '../i18n/i18n';
import { buildAuthorizationHeader } from './client';
import { getSession, useSession } from './session-store';

/** How long a request over the socket waits for its acknowledgement. */
export const REALTIME_REQUEST_TIMEOUT_MS = 10_000;

type Held = { socket: Promise<Socket>; holders: number };
const held = new Map<string, Held>();

/** Resolves once the page has loaded its own scripts and pictures. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

// Only a signed-in viewer holds a connection: a guest's first page loads no realtime client. Nothing
// the page draws first waits for it, so its client and handshake take the line only once the page
// has loaded (on the watch page, after hls.js, whose stream would otherwise share the line with them).
async function connect(): Promise<Socket> {
  await pageLoaded();
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io/',
    // Signed anew at each (re)connection, because the signature carries a timestamp.
    auth: (send) => {
      const session = getSession();
      const header = buildAuthorizationHeader({
        key: session?.key ?? '',
        secret: session?.secret ?? '',
        nowMs: Date.now(),
        language: currentLanguage(),
        screenerId: null,
      });
      send({ authorization: JSON.stringify(header) });
    },
  });
}

/**
 * The browser's one realtime connection for a session, shared by everything that listens (the
 * session watcher, the watch page): the first holder opens it, the last one to let go closes it.
 */
export function holdRealtimeSocket(sessionKey: string): { socket: Promise<Socket>; release: () => void } {
  const entry = held.get(sessionKey) ?? { socket: connect(), holders: 0 };
  held.set(sessionKey, entry);
  entry.holders += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    entry.holders -= 1;
    // Closed a moment later, so that a holder that lets go and takes it again at once (a
    // re-rendered effect) keeps the same connection.
    queueMicrotask(() => {
      if (entry.holders > 0 || held.get(sessionKey) !== entry) return;
      held.delete(sessionKey);
      entry.socket.then(
        (socket) => socket.disconnect(),
        () => undefined,
      );
    });
  };
  return { socket: entry.socket, release };
}

/** The signed-in session's realtime connection, held while the component is mounted; null when signed out. */
export function useRealtimeSocket(): Socket | null {
  const sessionKey = useSession()?.key ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!sessionKey) {
      setSocket(null);
      return;
    }
    const hold = holdRealtimeSocket(sessionKey);
    let current = true;
    // A client that failed to load leaves the page without live updates, as a lost connection would.
    hold.socket.then(
      (socket) => {
        if (current) setSocket(socket);
      },
      () => undefined,
    );
    return () => {
      current = false;
      hold.release();
    };
  }, [sessionKey]);
  return socket;
}
