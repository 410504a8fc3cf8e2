import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { createPurchase } from '../api';
import type { GatewayFormProps } from './gateway-form-props';

/**
 * Cash collected by an administrator (gateway admin_pay): the purchase is recorded as processing
 * and completes when an administrator of the company confirms the payment.
 */
export function AdminPayForm({
  attempt,
  total,
  currency,
  onSettled,
  onFailed,
  onBusyChange,
}: GatewayFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const reserve = async () => {
    setBusy(true);
    onBusyChange(true);
    try {
      const reply = await createPurchase({ ...attempt, charge_type: 'admin_pay' }, attempt.screener_id);
      onSettled(reply);
    } catch (error) {
      onFailed(errorText(error, t));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('enrollment.cash.note')}</Typography>
      <Button variant="contained" loading={busy} onClick={() => void reserve()}>
        {t('enrollment.cash.reserve', { amount: `${currencySymbol(currency)}${total}` })}
      </Button>
    </Stack>
  );
}
