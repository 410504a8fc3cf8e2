import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModalAlert, useModalAlert } from './modal-alert';

/** Shows the current modal alert as an alert dialog with one OK button. */
export function ModalAlertDialog() {
  const { t } = useTranslation();
  const alert = useModalAlert();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={alert !== null}
      onClose={closeModalAlert}
      role="alertdialog"
      aria-labelledby={alert?.title ? titleId : undefined}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      {alert?.title ? <DialogTitle id={titleId}>{alert.title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id={messageId}>{alert?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeModalAlert} variant="contained" autoFocus>
          {t('chrome.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
