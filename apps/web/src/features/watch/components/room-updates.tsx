import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import type { WatchScreener } from '@screener/contracts/watch';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../../../ui/notifications';
import { isFreshNotice } from '../support-notice';
import { useScreenerRoom } from '../use-screener-room';

/**
 * Holds the event's realtime room while the event plays and applies what it brings: the room's
 * streams (pushed on each change, and answered by each join for a change made before the page was
 * in the room or while its connection was down) replace those of the cached event, so the stage
 * re-resolves at once; a support notice for this event becomes a 10 s toast. Unmounting leaves the
 * room (and the live count).
 */
export function RoomUpdates({
  screenerId,
  screenerKey,
  preview,
}: {
  screenerId: number;
  screenerKey: QueryKey;
  preview: boolean;
}) {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => new Date());
  const { socket, room } = useScreenerRoom(screenerId, { preview });
  const { streams } = room;
  useEffect(() => {
    if (!streams) return;
    // Structural sharing keeps the cached event as it is when its streams are the same, so a join
    // that changes nothing re-renders nothing.
    queryClient.setQueryData<WatchScreener>(screenerKey, (current) =>
      current ? { ...current, streams } : current,
    );
  }, [streams, queryClient, screenerKey]);
  useEffect(() => {
    if (!socket) return;
    const onEvent = (raw: unknown) => {
      const parsed = ZServerEvent.safeParse(raw);
      if (!parsed.success) return;
      const event = parsed.data;
      if (
        event.type === 'support.notice' &&
        event.screener_id === screenerId &&
        isFreshNotice(event.sent_at, openedAt)
      ) {
        showToast({ title: event.title, body: event.body });
      }
    };
    socket.on(SERVER_EVENT, onEvent);
    return () => {
      socket.off(SERVER_EVENT, onEvent);
    };
  }, [socket, screenerId, openedAt]);
  return null;
}
