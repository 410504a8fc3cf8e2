import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Booking } from '@screener/contracts/seat-booking';
import { formatTicketShortCode } from '@screener/contracts/ticket-check-in';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { DownloadTicketButton } from './download-ticket-button';
import { TicketQrCode } from './ticket-qr-code';

/** Printing the open ticket prints it alone, without the page behind the dialog. */
const printTicketOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.MuiDialog-root)': { display: 'none !important' },
        '.ticket-actions': { display: 'none !important' },
      },
    }}
  />
);

/**
 * The ticket to show at the door (spec part 2 §2.8): the company, the event and its start, the
 * venue, the seats and the QR code, large, with the door code to read out when a camera fails. Printable; the print button shows on wide screens only.
 */
export function TicketDialog({ booking, onClose }: { booking: Booking | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={booking !== null} onClose={onClose} fullScreen={fullScreen} aria-labelledby={titleId}>
      {booking ? (
        <>
          {printTicketOnly}
          <DialogTitle id={titleId}>{t('dashboard.bookings.ticketTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Typography variant="overline">{booking.company_title}</Typography>
              <Typography variant="h6" component="p" dir="auto">
                {booking.screener_title}
              </Typography>
              <Typography>{formatEventTime(booking.screener_start_date, i18n.language)}</Typography>
              {booking.code ? (
                <TicketQrCode
                  code={booking.code}
                  size={240}
                  label={t('dashboard.bookings.qr', { title: booking.screener_title })}
                />
              ) : null}
              {booking.short_code ? (
                <Stack spacing={0.25} sx={{ alignItems: 'center' }}>
                  <Typography variant="overline" component="p" color="text.secondary">
                    {t('dashboard.bookings.doorCode')}
                  </Typography>
                  <Typography
                    dir="ltr"
                    sx={{ fontFamily: 'monospace', fontSize: 24, fontWeight: 700, letterSpacing: 1 }}
                  >
                    {formatTicketShortCode(booking.short_code)}
                  </Typography>
                </Stack>
              ) : null}
              <Typography sx={{ fontWeight: 600 }}>
                {t('dashboard.bookings.seats', {
                  seats: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                    booking.seat_labels.map((seat) => seat.label),
                  ),
                })}
              </Typography>
              <Typography dir="auto">
                {[booking.venue.name, booking.venue.address].filter(Boolean).join(', ')}
              </Typography>
              {booking.venue.notes ? (
                <Typography variant="body2" color="text.secondary" dir="auto">
                  {booking.venue.notes}
                </Typography>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions className="ticket-actions">
            {wide ? (
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('dashboard.bookings.print')}
              </Button>
            ) : null}
            <DownloadTicketButton bookingId={booking.id} />
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
