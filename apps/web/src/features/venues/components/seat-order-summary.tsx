import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseApiDateTime } from '@screener/contracts/dates';
import { currencySymbol } from '@screener/contracts/pricing';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { useTranslation } from 'react-i18next';
import { countdownTo } from '../../dashboard/countdown';
import { useClock } from '../../dashboard/use-clock';
import { seatCategoryKey } from '../seat-look';
import '../venue-texts';

/**
 * The payment step's summary of held seats: each seat with its price, the total, and how long they
 * stay held, counting down; once the hold ends, a word that the seats must be chosen again.
 */
export function SeatOrderSummary({ title, booking }: { title: string; booking: LockedBooking }) {
  const { t, i18n } = useTranslation('venues');
  const money = (amount: string) => `${currencySymbol(booking.currency)}${amount}`;
  const now = useClock();
  const left = countdownTo(booking.lock_expires_at, now);
  const heldUntil = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
    parseApiDateTime(booking.lock_expires_at),
  );
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
      {left ? (
        <Typography variant="body2" color="text.secondary">
          {t('seatChart.order.heldFor', {
            left: `${left.minutes + left.hours * 60}:${String(left.seconds).padStart(2, '0')}`,
            time: heldUntil,
          })}
        </Typography>
      ) : (
        <Typography variant="body2" color="error" role="alert">
          {t('seatChart.order.holdEnded')}
        </Typography>
      )}
    </Stack>
  );
}
