import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';

/** The profile's Change password dialog: password and confirmation, Cancel and Change. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <DialogTitle id={titleId}>{t('account.changePassword')}</DialogTitle>
      <DialogContent>
        {open ? (
          <ChangePasswordForm
            onChanged={onClose}
            secondary={<Button onClick={onClose}>{t('account.cancel')}</Button>}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
