import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import type { Booking } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useBookings } from '../../../domain/viewer/api';
import { safeHref } from '../../../ui/safe-url';
import { DownloadTicketButton, TicketDialog, TicketQrCode } from '../../venues';
import { BookingQueryDialog } from './booking-query-dialog';
import { RefundDialog } from './refund-dialog';
import { TabList, TabRow } from './tab-list';
import { TabEmpty, TabLoadState } from './tab-states';
import '../booking-texts';

/**
 * The bookings tab (spec part 2 §2.8): each seat order's event, start, amount, seats, venue and
 * status (with the refund of a cancelled one's payment), its QR code, the ticket to show at the door, the receipt, a question to the organisers
 * (Support) and a refund request.
 */
export function BookingsTab() {
  const { t } = useTranslation('bookings');
  const bookings = useBookings();
  const [shown, setShown] = useState<Booking | null>(null);
  const [asking, setAsking] = useState<Booking | null>(null);
  const [refunding, setRefunding] = useState<Booking | null>(null);

  if (!bookings.isSuccess)
    return <TabLoadState query={bookings} loadingLabel={t('dashboard.bookings.loading')} />;
  if (bookings.data.length === 0) return <TabEmpty message={t('dashboard.bookings.empty')} />;
  return (
    <>
      <TabList label={t('dashboard.tabs.tickets')}>
        {bookings.data.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            onShowTicket={() => setShown(booking)}
            onSupport={() => setAsking(booking)}
            onRefund={() => setRefunding(booking)}
          />
        ))}
      </TabList>
      <TicketDialog booking={shown} onClose={() => setShown(null)} />
      <BookingQueryDialog booking={asking} onClose={() => setAsking(null)} />
      <RefundDialog
        target={
          refunding
            ? {
                title: refunding.screener_title,
                screener_id: refunding.screener_id,
                purchase: { booking_id: refunding.id },
              }
            : null
        }
        onClose={() => setRefunding(null)}
      />
    </>
  );
}

function BookingRow({
  booking,
  onShowTicket,
  onSupport,
  onRefund,
}: {
  booking: Booking;
  onShowTicket(): void;
  onSupport(): void;
  onRefund(): void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const booked = booking.status === BOOKING_STATUSES.booked;
  const directions = safeHref(booking.venue.navigation_link);
  const receipt = safeHref(booking.purchase_receipt_url);
  return (
    <TabRow>
      {booked && booking.code ? (
        <TicketQrCode
          code={booking.code}
          size={96}
          label={t('dashboard.bookings.qr', { title: booking.screener_title })}
        />
      ) : null}
      <Stack spacing={0.5} sx={{ flex: '1 1 14rem', minInlineSize: 0 }}>
        <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600 }}>
          {booking.screener_title}
        </Typography>
        <Typography variant="body2">{formatEventTime(booking.screener_start_date, i18n.language)}</Typography>
        <Typography variant="body2">
          {t('dashboard.bookings.seats', {
            seats: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
              booking.seat_labels.map((seat) => seat.label),
            ),
          })}
        </Typography>
        <Typography variant="body2">
          {t('dashboard.bookings.amount', {
            amount: `${currencySymbol(booking.currency)}${booking.amount}`,
          })}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <PlaceIcon fontSize="small" aria-hidden />
          <Typography variant="body2" dir="auto">
            {[booking.venue.name, booking.venue.address].filter(Boolean).join(', ')}
          </Typography>
          {directions ? (
            <Link href={directions} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('dashboard.bookings.directions')}
            </Link>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            color={booked ? 'success' : 'default'}
            label={t(booked ? 'dashboard.bookings.status.booked' : 'dashboard.bookings.status.cancelled')}
          />
          {booking.refund_status ? (
            <Chip
              size="small"
              variant="outlined"
              color={booking.refund_status === 'refunded' ? 'success' : 'info'}
              label={t(`dashboard.bookings.refund.${booking.refund_status}`)}
            />
          ) : null}
        </Stack>
      </Stack>
      <Stack spacing={1} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {booked && booking.code ? (
          <>
            <Button variant="contained" onClick={onShowTicket}>
              {t('dashboard.bookings.showTicket')}
            </Button>
            <DownloadTicketButton bookingId={booking.id} />
          </>
        ) : null}
        {receipt ? (
          <Button
            variant="outlined"
            startIcon={<ReceiptLongIcon />}
            href={receipt}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('bookingSupport.downloadReceipt')}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<SupportAgentIcon />} onClick={onSupport}>
          {t('bookingSupport.support')}
        </Button>
        {/* A refund needs the payment's receipt (spec part 2 §2.8). */}
        {booked && receipt ? (
          <Button variant="text" onClick={onRefund}>
            {t('bookingSupport.refundRequest')}
          </Button>
        ) : null}
      </Stack>
    </TabRow>
  );
}
