import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REFUND_REQUEST_TYPES } from '@screener/contracts/purchase';
import { zRequiredString } from '@screener/contracts/validation';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useSubmitRefundRequest } from '../api';

export const REFUND_REASON_MAX = 2000;
const ZRefundForm = z.object({
  type: z.enum(REFUND_REQUEST_TYPES),
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
 * The refund or modification request on a paid event or a booked ticket (spec part 2 §2.8, §5:
 * reason required).
 */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <DialogTitle id={titleId}>{t('dashboard.refund.title')}</DialogTitle>
      {target ? <RefundFormBody target={target} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RefundFormBody({ target, onClose }: { target: RefundTarget; onClose(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const submitRequest = useSubmitRefundRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const typeLabelId = useId();
  const form = useForm<RefundForm>({
    resolver: zodResolver(ZRefundForm),
    defaultValues: { type: 'refund', reason: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submitRequest.mutateAsync({ ...values, ...target.purchase, screener_id: target.screener_id });
      notify(t('dashboard.refund.submitted'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['type', 'reason'] as const, form.setError)) {
        setFormError(errorText(error, t));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ paddingBlockStart: 0 }}>
        <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ marginBlockEnd: 2 }}>
            {target.title}
          </Typography>
          {formError ? (
            <Alert severity="error" sx={{ marginBlockEnd: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <FormControl sx={{ marginBlockEnd: 2 }}>
            <FormLabel id={typeLabelId}>{t('dashboard.refund.type')}</FormLabel>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <RadioGroup row aria-labelledby={typeLabelId} {...field}>
                  <FormControlLabel
                    value="refund"
                    control={<Radio />}
                    label={t('dashboard.refund.typeRefund')}
                  />
                  <FormControlLabel
                    value="modification"
                    control={<Radio />}
                    label={t('dashboard.refund.typeModification')}
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
            error={Boolean(errors.reason)}
            helperText={fieldError(errors.reason?.message)}
            slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
          />
        </fieldset>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t('dashboard.refund.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('dashboard.refund.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
