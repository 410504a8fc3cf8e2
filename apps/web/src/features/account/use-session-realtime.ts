import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { buildAuthorizationHeader } from '../../api/client';
import { expireSession, getSession } from '../../app/session-store';
import { currentLanguage } from '../../i18n/i18n';

/**
 * The signed-in browser's realtime connection, authenticated with the signed header (signed anew
 * at each reconnect). A newer login of the same consumer elsewhere ends this session at once; a
 * handshake the server refuses as expired does the same.
 */
export function useSessionRealtime(sessionKey: string | null): void {
  useEffect(() => {
    if (!sessionKey) return;
    const socket = io({
      path: '/socket.io/',
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
    socket.on(SERVER_EVENT, (raw: unknown) => {
      const event = ZServerEvent.safeParse(raw);
      if (event.success && event.data.type === 'session.replaced') expireSession();
    });
    socket.on('connect_error', (error) => {
      if (error.message === 'SESSION_EXPIRED') expireSession();
    });
    return () => {
      socket.disconnect();
    };
  }, [sessionKey]);
}
