import Alert from '@mui/material/Alert';
import type { StaffPermission } from '@screener/contracts/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffIdentity } from './staff-identity-context';

/**
 * A page only for the roles with `permission` (or only for operators). The server refuses the
 * page's calls anyway; this says so at once instead of showing a failed table.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission | 'operator';
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  const allowed =
    permission === 'operator'
      ? identity.kind === 'operator'
      : identity.kind === 'staff' && identity.permissions.includes(permission);
  if (!allowed) return <Alert severity="warning">{t('errors.forbidden')}</Alert>;
  return children;
}
