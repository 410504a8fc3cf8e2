import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../use-api-error-text';

/** A table's loading spinner, or its error with a retry. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  if (!error) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {apiErrorText(error)}
    </Alert>
  );
}
