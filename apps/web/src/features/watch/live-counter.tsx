import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useScreenerRoom } from './use-screener-room';

/**
 * How many viewers watch the event now (spec part 2 §7.5 live counters). Being mounted counts the
 * viewer: it holds the event's room, which the server counts; the number follows the room's news.
 */
export function LiveViewerCount({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation();
  const { room } = useScreenerRoom(screenerId);
  if (room.status !== 'joined' || room.count === null) return null;
  return (
    <Chip
      icon={<VisibilityOutlinedIcon />}
      label={t('liveChat.watchingNow', { viewers: room.count })}
      size="small"
      variant="outlined"
    />
  );
}
