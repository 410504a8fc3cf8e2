import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';

/**
 * Something that failed to load (a list, a tab): the server's message inside the sentence the
 * page names, in error colour, and a retry.
 */
export function LoadError({
  error,
  onRetry,
  sentence,
}: {
  error: unknown;
  onRetry(): void;
  sentence: 'screenings.loadError' | 'dashboard.loadError';
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t(sentence, { message: errorText(error, t) })}
    </Alert>
  );
}
