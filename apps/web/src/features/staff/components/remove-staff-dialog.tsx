import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffMember } from '@screener/contracts/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications';
import { useRemoveStaff } from '../api';
import { useApiErrorText } from '../use-api-error-text';

/** Asks before a member loses the back-office, since the removal takes effect at once. */
export function RemoveStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const remove = useRemoveStaff();
  const name = member?.name ?? '';
  const confirm = async () => {
    if (!member) return;
    try {
      await remove.mutateAsync({ staff_id: member.id });
      notify(t('staff.removed', { name }), 'success');
      onClose();
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  return (
    <Dialog open={member !== null} onClose={onClose} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('staff.removeTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('staff.removeText', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => void confirm()}>
          {t('staff.removeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
