import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** A provider's script could not be fetched (offline, blocked): nothing can be paid with this gateway now. */
export function PaymentFormUnavailable() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('gateways.unavailable.title')}</AlertTitle>
      {t('gateways.unavailable.message')}
    </Alert>
  );
}
