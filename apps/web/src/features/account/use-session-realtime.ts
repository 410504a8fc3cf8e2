import { useEffect } from 'react';
import { useRealtimeSocket } from '../../api/realtime-socket';
import { expireSession } from '../../api/session-store';

/**
 * Holds the signed-in browser's realtime connection. A newer login of the same consumer elsewhere
 * ends this session at once; a handshake the server refuses as expired does the same.
 */
export function useSessionRealtime(): void {
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket) return;
    let listening = true;
    let stopEvents = () => {};
    const onConnectError = (error: Error) => {
      if (error.message === 'SESSION_EXPIRED') expireSession();
    };
    socket.on('connect_error', onConnectError);
    // The events' schemas (every realtime event of the site) come with a connection, which only a
    // signed-in viewer has, not with every visitor's first page.
    void import('@screener/contracts/realtime').then(({ SERVER_EVENT, ZServerEvent }) => {
      if (!listening) return;
      const onEvent = (raw: unknown) => {
        const event = ZServerEvent.safeParse(raw);
        // Replaced by a newer login, or (a paired TV) removed by its viewer.
        if (
          event.success &&
          (event.data.type === 'session.replaced' || event.data.type === 'session.ended')
        ) {
          expireSession();
        }
      };
      socket.on(SERVER_EVENT, onEvent);
      stopEvents = () => socket.off(SERVER_EVENT, onEvent);
    });
    return () => {
      listening = false;
      stopEvents();
      socket.off('connect_error', onConnectError);
    };
  }, [socket]);
}
