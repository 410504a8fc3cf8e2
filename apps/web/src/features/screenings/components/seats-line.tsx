import Typography from '@mui/material/Typography';
import type { SeatsStatus } from '@screener/contracts/seats';
import { useTranslation } from 'react-i18next';

/** The seats line of spec part 1 §4: registration closed, sold out, seats left, or available. */
export function SeatsLine({ status }: { status: SeatsStatus }) {
  const { t } = useTranslation();
  const text = {
    registration_closed: t('screenings.seats.registrationClosed'),
    sold_out: t('screenings.seats.soldOut'),
    seats_left: t('screenings.seats.seatsLeft', {
      count: status.kind === 'seats_left' ? status.seatsLeft : 0,
    }),
    available: t('screenings.seats.available'),
  }[status.kind];
  const warn = status.kind === 'sold_out' || status.kind === 'registration_closed';
  return (
    <Typography variant="body2" color={warn ? 'error' : 'text.secondary'}>
      {text}
    </Typography>
  );
}
