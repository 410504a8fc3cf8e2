import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@screener/contracts/dates';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';
import { EventSeatSale } from './event-seat-sale';
import { useVenueEvents } from './venues-api';

/** The events at a venue still to come, and the seat sale of the one chosen (`?event=`). */
export function VenueEventsPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('venues.pricing.title'));
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('event')) || null;
  const events = useVenueEvents();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {t('venues.pricing.title')}
        </Typography>
        <Link component={RouterLink} to={ADMIN_PATHS.venues}>
          {t('venues.backToList')}
        </Link>
      </Stack>
      <Typography color="text.secondary">{t('venues.pricing.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ inlineSize: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          {!events.data ? (
            <Stack sx={{ p: 2 }}>
              <LoadState error={events.error} onRetry={() => void events.refetch()} />
            </Stack>
          ) : events.data.events.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('venues.pricing.noEvents')}
            </Typography>
          ) : (
            <List aria-label={t('venues.pricing.events')}>
              {/* Each button in an item of its own: a list holds only items. */}
              {events.data.events.map((event) => (
                <ListItem key={event.id} disablePadding>
                  <ListItemButton
                    selected={event.id === chosen}
                    aria-current={event.id === chosen ? 'true' : undefined}
                    onClick={() => setParams({ event: String(event.id) })}
                  >
                    <ListItemText
                      primary={event.title}
                      secondary={`${formatDisplayDate(event.starts_at, undefined, i18n.language)} · ${
                        event.venue_name ?? t('venues.pricing.noVenue')
                      }`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Stack sx={{ flexGrow: 1, minInlineSize: 0, inlineSize: '100%' }}>
          {chosen === null ? (
            <Typography color="text.secondary">{t('venues.pricing.choose')}</Typography>
          ) : (
            <EventSeatSale
              key={chosen}
              screenerId={chosen}
              legend={(event) =>
                t('venues.pricing.eventTitle', {
                  title: event.title,
                  date: formatDisplayDate(event.starts_at, undefined, i18n.language),
                })
              }
            />
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
