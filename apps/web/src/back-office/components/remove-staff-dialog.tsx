import type { StaffMember } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useRemoveStaff } from '../api';
import { useApiErrorText } from '../use-api-error-text';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a member loses the back-office, since the removal takes effect at once. */
export function RemoveStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
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
    <ConfirmDialog
      open={member !== null}
      title={t('staff.removeTitle', { name })}
      text={t('staff.removeText', { name })}
      confirmLabel={t('staff.removeConfirm')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
