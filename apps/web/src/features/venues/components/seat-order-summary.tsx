import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { useTranslation } from 'react-i18next';
import { seatCategoryKey } from '../seat-look';
import '../../../i18n/venues/venue-texts';
import { HoldCountdown } from './hold-countdown';

/**
 * The payment step's summary of held seats: each seat with its price, the total, and how long they
 * stay held, counting down; once the hold ends, a word that the seats must be chosen again.
 */
export function SeatOrderSummary({ title, booking }: { title: string; booking: LockedBooking }) {
  const { t } = useTranslation('venues');
  const money = (amount: string) => `${currencySymbol(booking.currency)}${amount}`;
  return (
    <Stack spacing={1} component="section" aria-label={t('enrollment.payment.summary')}>
      <Typography variant="subtitle1">{title}</Typography>
      {booking.seats.map((seat) => (
        <Stack key={seat.seat_index} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography>
            {t('seatChart.order.seat', {
              label: seat.label,
              category: t(`seatChart.category.${seatCategoryKey(seat.category)}`),
            })}
          </Typography>
          <Typography>{money(seat.price)}</Typography>
        </Stack>
      ))}
      <Divider />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 'fontWeightBold' }}>{t('enrollment.payment.total')}</Typography>
        <Typography sx={{ fontWeight: 'fontWeightBold' }}>{money(booking.amount)}</Typography>
      </Stack>
      <HoldCountdown
        expiresAt={booking.lock_expires_at}
        ended={
          <Typography variant="body2" color="error" role="alert">
            {t('seatChart.order.holdEnded')}
          </Typography>
        }
      />
    </Stack>
  );
}
