import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { decimalToMinor } from '@screener/contracts/money';
import { type OrderDetail, REFUND_REASON_MAX_LENGTH } from '@screener/contracts/orders';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/api-errors';
import { notify } from '../../ui/notifications';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
import { moneyText, useRefundOrder } from './orders-api';

/** A typed amount in minor units, or null when it is not a plain amount such as 12 or 12.50. */
function minorOf(text: string): number | null {
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(text.trim())) return null;
  return decimalToMinor(text.trim().replace(',', '.'));
}

/**
 * Refunds an order: all that is left or a part of it, with a reason the viewer and the timeline
 * keep, asked once more before the money goes. The server's refusal (more than is left, a
 * provider that refused) is shown by its field.
 */
export function RefundDialog({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const fieldText = useAdminFieldErrorText();
  const apiErrorText = useApiErrorText();
  const refund = useRefundOrder();
  const titleId = useId();
  const [whole, setWhole] = useState(true);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  const left = order.refundable_minor;
  const typed = whole ? left : minorOf(amountText);
  const amountProblem =
    whole || amountText === ''
      ? null
      : typed === null || typed < 1
        ? adminFieldMessage('price')
        : typed > left
          ? adminFieldMessage('refund_too_much', { max: (left / 100).toFixed(2) })
          : null;
  const ready = typed !== null && typed >= 1 && typed <= left && reason.trim() !== '' && confirmed;
  const serverFields = refund.error instanceof ApiRequestError ? (refund.error.details?.fields ?? {}) : {};
  const serverProblem = (field: string) => fieldText(serverFields[field]?.[0]);

  const close = () => {
    refund.reset();
    setConfirmed(false);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || typed === null) return;
    refund.mutate(
      { purchase_id: order.id, reason: reason.trim(), ...(whole ? {} : { amount_minor: typed }) },
      {
        onSuccess: () => {
          notify(t('orders.refundDone', { amount: moneyText(typed, order.currency) }), 'success');
          setReason('');
          setAmountText('');
          setWhole(true);
          close();
        },
      },
    );
  };
  // A refusal of the order itself (a provider's words, a free order) is said with the error.
  const otherError =
    refund.isError && !serverProblem('amount_minor') && !serverProblem('reason')
      ? [apiErrorText(refund.error), serverProblem('purchase_id')].filter(Boolean).join(' ')
      : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('orders.refundTitle', { number: order.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('orders.refundLeft', { amount: moneyText(left, order.currency) })}{' '}
              {order.refunds_online ? t('orders.refundOnline') : t('orders.refundByHand')}
            </DialogContentText>
            <RadioGroup
              value={whole ? 'all' : 'part'}
              onChange={(event) => setWhole(event.target.value === 'all')}
              aria-label={t('orders.refundAmount')}
            >
              <FormControlLabel value="all" control={<Radio />} label={t('orders.refundAll')} />
              <FormControlLabel value="part" control={<Radio />} label={t('orders.refundPart')} />
            </RadioGroup>
            {!whole && (
              <TextField
                label={t('orders.refundAmount')}
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                required
                error={Boolean(amountProblem ?? serverProblem('amount_minor'))}
                helperText={fieldText(amountProblem ?? undefined) ?? serverProblem('amount_minor')}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              />
            )}
            <TextField
              label={t('orders.refundReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              minRows={2}
              error={Boolean(serverProblem('reason'))}
              helperText={serverProblem('reason') ?? `${reason.length} / ${REFUND_REASON_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH, dir: 'auto' } }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
              }
              label={t('orders.refundConfirm', {
                amount: typed !== null && typed >= 1 ? moneyText(typed, order.currency) : '…',
              })}
            />
            {otherError && <Alert severity="error">{otherError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('sales.cancel')}</Button>
          <Button
            type="submit"
            color="warning"
            variant="contained"
            disabled={!ready}
            loading={refund.isPending}
          >
            {t('orders.refundSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
