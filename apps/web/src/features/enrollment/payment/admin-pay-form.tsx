import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import type { GatewayFormProps } from './gateway-form-props';
import { useGatewayAttempt } from './use-gateway-attempt';

/**
 * Cash collected by an administrator (gateway admin_pay): the purchase is recorded as processing
 * and completes when an administrator of the company confirms the payment.
 */
export function AdminPayForm(props: GatewayFormProps) {
  const { t } = useTranslation();
  const { busy, start, settle, fail, sendPurchase } = useGatewayAttempt(props);

  const reserve = async () => {
    start();
    try {
      settle(await sendPurchase({ charge_type: 'admin_pay' }));
    } catch (error) {
      fail(errorText(error, t));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('enrollment.cash.note')}</Typography>
      <Button variant="contained" loading={busy} onClick={() => void reserve()}>
        {t('enrollment.cash.reserve', { amount: `${currencySymbol(props.currency)}${props.total}` })}
      </Button>
    </Stack>
  );
}
