import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REFUND_REQUEST_TYPES } from '@screener/contracts/refunds';
import { zRequiredString } from '@screener/contracts/validation';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useCreateCancellationRequest, useSubmitRefundRequest } from '../api';

export const REFUND_REASON_MAX = 2000;
/** A cancellation goes by its own call (`createCancellationRequest`), the others by the refund call. */
const ZRefundForm = z.object({
  type: z.enum([...REFUND_REQUEST_TYPES, 'cancellation']),
  reason: zRequiredString.max(REFUND_REASON_MAX),
});
type RefundForm = z.infer<typeof ZRefundForm>;

/** What a refund request is about: a paid event (its purchase) or a seat booking. */
export type RefundTarget = {
  title: string;
  screener_id: number;
  purchase: { purchase_id: number } | { booking_id: number };
};

/**
 * The refund, modification or cancellation request on a paid event or a booked ticket (spec part 2
 * §2.8, §5: reason required).
 */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog open={target !== null} onClose={onClose} title={t('dashboard.refund.title')}>
      {target ? <RefundFormBody target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function RefundFormBody({ target, onClose }: { target: RefundTarget; onClose(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const submitRequest = useSubmitRefundRequest();
  const requestCancellation = useCreateCancellationRequest();
  const typeLabelId = useId();
  const form = useForm<RefundForm>({
    resolver: zodResolver(ZRefundForm),
    defaultValues: { type: 'refund', reason: '' },
  });
  const { errors } = form.formState;
  const submission = useFormSubmit(form, {
    fields: ['type', 'reason'],
    action: async ({ type, reason }) => {
      const about = { ...target.purchase, screener_id: target.screener_id, reason };
      if (type === 'cancellation') await requestCancellation.mutateAsync(about);
      else await submitRequest.mutateAsync({ ...about, type });
      notify(t('dashboard.refund.submitted'), 'success');
      onClose();
    },
  });

  return (
    <DialogForm
      submission={submission}
      intro={target.title}
      onCancel={onClose}
      cancelLabel={t('dashboard.refund.cancel')}
      submitLabel={t('dashboard.refund.submit')}
    >
      <FormControl>
        <FormLabel id={typeLabelId}>{t('dashboard.refund.type')}</FormLabel>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={typeLabelId} {...field}>
              <FormControlLabel value="refund" control={<Radio />} label={t('dashboard.refund.typeRefund')} />
              <FormControlLabel
                value="modification"
                control={<Radio />}
                label={t('dashboard.refund.typeModification')}
              />
              <FormControlLabel
                value="cancellation"
                control={<Radio />}
                label={t('dashboard.refund.typeCancellation')}
              />
            </RadioGroup>
          )}
        />
      </FormControl>
      <TextField
        {...form.register('reason')}
        label={t('dashboard.refund.reason')}
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        {...errorProps(fieldError, errors.reason)}
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
      />
    </DialogForm>
  );
}
