import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rentalState } from '@screener/contracts/rental';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { rentalDurationText } from '../../../domain/event/rental-text';
import { useIsSubscribed } from '../../../domain/viewer/own-subscription';
import { hoursLeft } from '../../../ui/countdown';

/**
 * An on-demand event's rental for this viewer (spec part 2 §4.2): not started yet (how long it will
 * last), active (with the time left) or expired; a subscriber's is active and never expires.
 */
export function RentalStatus({
  screener,
  now,
}: {
  screener: Pick<Screener, 'event_ends_at' | 'vod_availability'>;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const subscribed = useIsSubscribed();
  const state = rentalState(screener.event_ends_at, now, subscribed);
  if (state === 'not_started') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.vod.notStarted', {
          duration: rentalDurationText(screener.vod_availability ?? 0, i18n.language),
        })}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={state === 'active' ? 'success' : 'default'}
        label={state === 'active' ? t('dashboard.vod.active') : t('dashboard.vod.expired')}
      />
      {state === 'active' && screener.event_ends_at && !subscribed ? (
        <Typography variant="body2">
          {t('dashboard.vod.timeLeft', {
            duration: rentalDurationText(hoursLeft(screener.event_ends_at, now), i18n.language),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
