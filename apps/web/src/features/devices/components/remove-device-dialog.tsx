import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PairedDevice } from '@screener/contracts/devices';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { notify } from '../../../ui/notifications';
import { useRemoveDevice } from '../api';
import '../../../i18n/tv/tv-texts';

/** Asks before removing a TV: it is signed out at once and must be paired again. */
export function RemoveDeviceDialog({ device, onClose }: { device: PairedDevice | null; onClose(): void }) {
  const { t } = useTranslation('tv');
  const titleId = useId();
  const remove = useRemoveDevice();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!device) return;
    try {
      await remove.mutateAsync(device.id);
      notify(t('tvApp.removed'), 'success');
      close();
    } catch {
      // The error is shown in the dialog from the mutation's state.
    }
  };
  return (
    <Dialog open={device !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('tvApp.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('tvApp.removeText')}</DialogContentText>
        {remove.isError ? (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {errorText(remove.error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          {t('tvApp.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('tvApp.confirmRemove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
