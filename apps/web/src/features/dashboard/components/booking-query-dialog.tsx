import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import type { Booking } from '@screener/contracts/seat-booking';
import { BOOKING_QUERY_MAX, ZBookingQueryForm } from '@screener/contracts/support';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useSubmitBookingQuery } from '../api';
import '../booking-texts';

/** The Support button's question about a booking (spec part 2 §5: Submit disabled while empty). */
export function BookingQueryDialog({ booking, onClose }: { booking: Booking | null; onClose(): void }) {
  const { t } = useTranslation('bookings');
  return (
    <FormDialog open={booking !== null} onClose={onClose} title={t('bookingSupport.title')}>
      {booking ? <QueryForm booking={booking} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function QueryForm({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t, i18n } = useTranslation('bookings');
  const fieldError = useFieldErrorText();
  const submitQuery = useSubmitBookingQuery();
  const form = useForm<z.infer<typeof ZBookingQueryForm>>({
    resolver: zodResolver(ZBookingQueryForm),
    defaultValues: { query: '' },
  });
  const { errors } = form.formState;
  const empty = form.watch('query').trim() === '';
  const submission = useFormSubmit(form, {
    fields: ['query'],
    action: async ({ query }) => {
      const { message } = await submitQuery.mutateAsync({
        booking_id: booking.id,
        screener_id: booking.screener_id,
        query,
      });
      notify(message, 'success');
      onClose();
    },
  });

  return (
    <DialogForm
      submission={submission}
      intro={t('bookingSupport.about', {
        title: booking.screener_title,
        seats: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
          booking.seat_labels.map((seat) => seat.label),
        ),
      })}
      onCancel={onClose}
      cancelLabel={t('bookingSupport.cancel')}
      submitLabel={t('bookingSupport.submit')}
      submitDisabled={empty}
    >
      <TextField
        {...form.register('query')}
        label={t('bookingSupport.query')}
        required
        fullWidth
        multiline
        minRows={4}
        autoFocus
        {...errorProps(fieldError, errors.query)}
        slotProps={{ htmlInput: { maxLength: BOOKING_QUERY_MAX } }}
      />
    </DialogForm>
  );
}
