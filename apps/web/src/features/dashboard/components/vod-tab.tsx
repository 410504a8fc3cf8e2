import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useDashboardScreenings } from '../../../domain/viewer/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { LoadError } from '../../../ui/load-error';
import { useClock } from '../../../ui/use-clock';
import { RentalStatus } from './rental-status';
import { ScreeningActions } from './screening-actions';
import { TabEmpty } from './tab-states';

/** The on-demand tab: the viewer's rentals, each with its window and status (spec part 2 §4.2). */
export function VodTab() {
  const { t, i18n } = useTranslation();
  const screenings = useDashboardScreenings();
  const now = useClock();

  if (screenings.isPending) return <InlineSpinner label={t('dashboard.vod.loading')} />;
  if (screenings.isError)
    return (
      <LoadError
        sentence="dashboard.loadError"
        error={screenings.error}
        onRetry={() => void screenings.refetch()}
      />
    );
  const rentals = screenings.data.filter((screener) => screener.is_vod_event);
  if (rentals.length === 0) return <TabEmpty message={t('dashboard.vod.empty')} />;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('dashboard.tabs.vodEvents')}
      sx={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rentals.map((rental) => (
        <Paper
          key={rental.id}
          component="li"
          variant="outlined"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 2 }}
        >
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
        </Paper>
      ))}
    </Stack>
  );
}
