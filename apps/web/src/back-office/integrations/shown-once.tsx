import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';

/**
 * A secret the server answers once (a webhook's signing secret, an API key): shown with a copy
 * button and a warning, and gone once the dialog closes.
 */
export function ShownOnceDialog({
  title,
  value,
  onClose,
}: {
  title: string;
  value: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      notify(t('integrations.copied'), 'success');
    } catch {
      notify(t('integrations.copyFailed'), 'warning');
    }
  };
  return (
    <Dialog open={value !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ marginBlockEnd: 2 }}>
          {t('integrations.shownOnce')}
        </Alert>
        <TextField
          value={value ?? ''}
          label={title}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('integrations.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('integrations.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
