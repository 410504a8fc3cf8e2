import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { countdownTo } from './countdown';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2d 03:04:05" until `target`, then nothing. `now` comes from the caller's clock hook, so one
 * timer drives every countdown of a list.
 */
export function MiniCountdown({ target, now, label }: { target: string | null; now: Date; label: string }) {
  const { t } = useTranslation();
  const parts = countdownTo(target, now);
  if (!parts) return null;
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  const text = parts.days > 0 ? t('dashboard.countdown.withDays', { days: parts.days, clock }) : clock;
  return (
    <Typography
      role="timer"
      aria-label={t('dashboard.countdown.label', {
        label,
        days: parts.days,
        hours: parts.hours,
        minutes: parts.minutes,
      })}
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineEnd: 0.5 }}>
        {label}
      </Typography>
      <span dir="ltr">{text}</span>
    </Typography>
  );
}
