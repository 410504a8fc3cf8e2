import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useDashboardScreenings } from '../../../domain/viewer/api';
import { useClock } from '../../../ui/use-clock';
import { RentalStatus } from './rental-status';
import { ScreeningActions } from './screening-actions';
import { TabList, TabRow } from './tab-list';
import { TabEmpty, TabLoadState } from './tab-states';

/** The on-demand tab: the viewer's rentals, each with its window and status (spec part 2 §4.2). */
export function VodTab() {
  const { t, i18n } = useTranslation();
  const screenings = useDashboardScreenings();
  const now = useClock();

  if (!screenings.isSuccess)
    return <TabLoadState query={screenings} loadingLabel={t('dashboard.vod.loading')} />;
  const rentals = screenings.data.filter((screener) => screener.is_vod_event);
  if (rentals.length === 0) return <TabEmpty message={t('dashboard.vod.empty')} />;
  return (
    <TabList label={t('dashboard.tabs.vodEvents')}>
      {rentals.map((rental) => (
        <TabRow key={rental.id}>
          <Stack spacing={0.5} sx={{ flex: '1 1 14rem', minInlineSize: 0 }}>
            <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600 }}>
              {rental.title}
            </Typography>
            {rental.event_starts_at && rental.event_ends_at ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.vod.window', {
                  start: formatEventTime(rental.event_starts_at, i18n.language),
                  end: formatEventTime(rental.event_ends_at, i18n.language),
                })}
              </Typography>
            ) : null}
            <RentalStatus screener={rental} now={now} />
          </Stack>
          <ScreeningActions screener={rental} />
        </TabRow>
      ))}
    </TabList>
  );
}
