import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import * as watchCalls from '@screener/contracts/calls/watch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useScreenerRoom } from './use-screener-room';

/** How often a viewer without the realtime room beats `update/live_counter`, as the player's beats go. */
export const LIVE_COUNTER_BEAT_MS = 10_000;

/**
 * `update/live_counter` (spec part 2 §7.2) while `beating`: counts the viewer as watching and
 * answers the event's count. A failed beat leaves the last count; the next one tries again.
 */
function useLiveCounterBeats(screenerId: number, beating: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!beating) return;
    let mounted = true;
    const beat = () =>
      call(watchCalls.updateLiveCounter, { screener_id: screenerId }, { screenerId }).then(
        (answer) => {
          if (mounted) setCount(answer.count);
        },
        () => undefined,
      );
    // The first beat waits a beat's time: a room is offline too while its socket first connects,
    // and a beat then would keep the viewer counted for a minute after they leave.
    const timer = window.setInterval(beat, LIVE_COUNTER_BEAT_MS);
    return () => {
      mounted = false;
      window.clearInterval(timer);
    };
  }, [screenerId, beating]);
  return count;
}

/**
 * How many viewers watch the event now (spec part 2 §7.5 live counters). Being mounted counts the
 * viewer: it holds the event's room, which the server counts; the number follows the room's news.
 * Without the room's connection (lost, or a network that lets no socket through) the viewer beats
 * `update/live_counter` instead, which keeps them counted and brings the number.
 */
export function LiveViewerCount({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation();
  const { room } = useScreenerRoom(screenerId);
  const beatCount = useLiveCounterBeats(screenerId, room.status === 'offline');
  const count =
    room.status === 'joined' ? room.count : room.status === 'offline' ? (beatCount ?? room.count) : null;
  if (count === null) return null;
  return (
    <Chip
      icon={<VisibilityOutlinedIcon />}
      label={t('liveChat.watchingNow', { viewers: count })}
      size="small"
      variant="outlined"
    />
  );
}
