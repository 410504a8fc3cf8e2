import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../app/realtime-socket';
import { expireSession } from '../../app/session-store';

/**
 * Holds the signed-in browser's realtime connection. A newer login of the same consumer elsewhere
 * ends this session at once; a handshake the server refuses as expired does the same.
 */
export function useSessionRealtime(): void {
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket) return;
    const onEvent = (raw: unknown) => {
      const event = ZServerEvent.safeParse(raw);
      // Replaced by a newer login, or (a paired TV) removed by its viewer.
      if (event.success && (event.data.type === 'session.replaced' || event.data.type === 'session.ended')) {
        expireSession();
      }
    };
    const onConnectError = (error: Error) => {
      if (error.message === 'SESSION_EXPIRED') expireSession();
    };
    socket.on(SERVER_EVENT, onEvent);
    socket.on('connect_error', onConnectError);
    return () => {
      socket.off(SERVER_EVENT, onEvent);
      socket.off('connect_error', onConnectError);
    };
  }, [socket]);
}
