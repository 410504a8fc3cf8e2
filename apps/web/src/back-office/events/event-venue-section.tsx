import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminEvent, AdminEventKind } from '@screener/contracts/admin-events';
import { useTranslation } from 'react-i18next';
import { EventSeatSale } from '../venues/event-seat-sale';

const AT_A_VENUE: readonly AdminEventKind[] = ['physical', 'both'];

/**
 * The venue part of an event held at a venue, in the event's own editor: its venue and seat sale,
 * saved on their own (the call the event seat prices page uses). They belong to a saved event of a
 * kind held at a venue, so a new event or a kind not yet saved says what to do first.
 */
export function EventVenueSection({ event, kind }: { event: AdminEvent | null; kind: AdminEventKind }) {
  const { t } = useTranslation('admin');
  if (!AT_A_VENUE.includes(kind)) return null;
  const savedAtVenue = event !== null && AT_A_VENUE.includes(event.kind);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="event-venue-heading">
      <Typography id="event-venue-heading" component="h2" variant="h6">
        {t('events.editor.venueSection')}
      </Typography>
      <Typography color="text.secondary">{t('events.editor.venueIntro')}</Typography>
      {event !== null && savedAtVenue ? (
        <EventSeatSale key={event.id} screenerId={event.id} legend={() => t('events.editor.venueLegend')} />
      ) : (
        <Alert severity="info">
          {t(event === null ? 'events.editor.venueAfterCreate' : 'events.editor.venueAfterKind')}
        </Alert>
      )}
    </Stack>
  );
}
