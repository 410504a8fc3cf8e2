import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';

/** A list that failed to load: the server's message in error colour, and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('screenings.retry')}
        </Button>
      }
    >
      {t('screenings.loadError', { message: errorText(error, t) })}
    </Alert>
  );
}

export function ListEmpty({ messages }: { messages: string[] }) {
  return (
    <Stack spacing={1} role="status" sx={{ paddingBlock: 4, textAlign: 'center' }}>
      {messages.map((message) => (
        <Typography key={message} color="text.secondary">
          {message}
        </Typography>
      ))}
    </Stack>
  );
}
