import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/form-dialog';
import { ChangePasswordForm } from './change-password-form';

/** The profile's Change password dialog: password and confirmation, Cancel and Change. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog open={open} onClose={onClose} title={t('account.changePassword')}>
      <DialogContent>
        {open ? (
          <ChangePasswordForm
            onChanged={onClose}
            secondary={<Button onClick={onClose}>{t('account.cancel')}</Button>}
          />
        ) : null}
      </DialogContent>
    </FormDialog>
  );
}
