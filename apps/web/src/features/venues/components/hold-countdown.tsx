import Typography from '@mui/material/Typography';
import { parseApiDateTime } from '@screener/contracts/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTo } from '../../../ui/countdown';
import { useClock } from '../../../ui/use-clock';
import '../../../i18n/venues/venue-texts';

/**
 * How long the viewer's seats stay held, counting down to `expiresAt` (an API time); `ended` is
 * shown once the hold is over.
 */
export function HoldCountdown({ expiresAt, ended = null }: { expiresAt: string; ended?: ReactNode }) {
  const { t, i18n } = useTranslation('venues');
  const left = countdownTo(expiresAt, useClock());
  if (!left) return ended;
  const heldUntil = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
    parseApiDateTime(expiresAt),
  );
  return (
    <Typography variant="body2" color="text.secondary">
      {t('seatChart.order.heldFor', {
        left: `${left.minutes + left.hours * 60}:${String(left.seconds).padStart(2, '0')}`,
        time: heldUntil,
      })}
    </Typography>
  );
}
