import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useRealtimeSocket } from '../../api/realtime-socket';
import { holdScreenerRoom, INITIAL_SCREENER_ROOM, type ScreenerRoom } from './screener-room';

/**
 * Keeps the viewer in the event's realtime room while the component is mounted (joins are shared
 * and counted, so any number of components may hold the same room). `preview` joins as a company
 * administrator's preview. Returns the connection, for the room's requests, and the room's state.
 */
export function useScreenerRoom(
  screenerId: number,
  options: { preview?: boolean } = {},
): { socket: Socket | null; room: ScreenerRoom } {
  const socket = useRealtimeSocket();
  const [room, setRoom] = useState<ScreenerRoom>(INITIAL_SCREENER_ROOM);
  const preview = options.preview ?? false;
  useEffect(() => {
    if (!socket) return;
    return holdScreenerRoom(socket, screenerId, { preview, onChange: setRoom });
  }, [socket, screenerId, preview]);
  return { socket, room };
}
