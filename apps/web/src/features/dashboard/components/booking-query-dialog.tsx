import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Booking } from '@screener/contracts/seat-booking';
import { BOOKING_QUERY_MAX, ZBookingQueryForm } from '@screener/contracts/support';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useSubmitBookingQuery } from '../api';
import '../booking-texts';

/** The Support button's question about a booking (spec part 2 §5: Submit disabled while empty). */
export function BookingQueryDialog({ booking, onClose }: { booking: Booking | null; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <DialogTitle id={titleId}>{t('bookingSupport.title')}</DialogTitle>
      {booking ? <QueryForm booking={booking} onClose={onClose} /> : null}
    </Dialog>
  );
}

function QueryForm({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t, i18n } = useTranslation('bookings');
  const fieldError = useFieldErrorText();
  const submitQuery = useSubmitBookingQuery();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof ZBookingQueryForm>>({
    resolver: zodResolver(ZBookingQueryForm),
    defaultValues: { query: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const empty = form.watch('query').trim() === '';

  const submit = form.handleSubmit(async ({ query }) => {
    setFormError(null);
    try {
      const { message } = await submitQuery.mutateAsync({
        booking_id: booking.id,
        screener_id: booking.screener_id,
        query,
      });
      notify(message, 'success');
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['query'] as const, form.setError))
        setFormError(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ paddingBlockStart: 0 }}>
        <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ marginBlockEnd: 2 }}>
            {t('bookingSupport.about', {
              title: booking.screener_title,
              seats: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                booking.seat_labels.map((seat) => seat.label),
              ),
            })}
          </Typography>
          {formError ? (
            <Alert severity="error" sx={{ marginBlockEnd: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            {...form.register('query')}
            label={t('bookingSupport.query')}
            required
            fullWidth
            multiline
            minRows={4}
            autoFocus
            error={Boolean(errors.query)}
            helperText={fieldError(errors.query?.message)}
            slotProps={{ htmlInput: { maxLength: BOOKING_QUERY_MAX } }}
          />
        </fieldset>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('bookingSupport.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || empty}>
          {t('bookingSupport.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
