import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../api/error-text';

/** A tab whose list failed to load: the server's message and a retry. */
export function TabError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      }
    >
      {t('dashboard.loadError', { message: errorText(error, t) })}
    </Alert>
  );
}

/** A tab with nothing to list, with the way to the upcoming events. */
export function TabEmpty({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: 5, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button variant="outlined" component={Link} to={routePath('screeners.upcoming')}>
        {t('dashboard.browseScreenings')}
      </Button>
    </Stack>
  );
}
