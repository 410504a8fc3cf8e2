import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@screener/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeStaffRole, useResendInvitation, useRevokeInvitation, useStaffList } from '../api';
import { AdminListPage, useRowAction } from '../components/admin-list-page';
import { AdminTable } from '../components/admin-table';
import { InviteDialog } from '../components/invite-dialog';
import { LoadState } from '../components/load-state';
import { RemoveStaffDialog } from '../components/remove-staff-dialog';
import { RolesGuide } from '../components/role-abilities';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useAdminDateTime } from '../components/use-admin-date-time';

/** Owners' page: the members with their roles, the invitations waiting, and the invite dialog. */
export function StaffPage() {
  const { t } = useTranslation('admin');
  const runAction = useRowAction();
  const identity = useStaffIdentity();
  const dateTime = useAdminDateTime();
  const list = useStaffList();
  const changeRole = useChangeStaffRole();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const selfId = identity.kind === 'staff' ? identity.member.id : null;

  const setRole = (member: StaffMember, role: StaffRole) =>
    runAction(
      () => changeRole.mutateAsync({ staff_id: member.id, role }),
      t('staff.roleChanged', { name: member.name, role: t(`roles.${role}`) }),
    );
  const resendInvitation = (invitation: { id: number; email: string }) =>
    runAction(
      () => resend.mutateAsync({ invitation_id: invitation.id }),
      t('staff.resent', { email: invitation.email }),
    );
  const revokeInvitation = (id: number) => runAction(() => revoke.mutateAsync({ invitation_id: id }));

  return (
    <AdminListPage
      title={t('staff.title')}
      spacing={3}
      action={
        <Button variant="contained" onClick={() => setInviting(true)}>
          {t('staff.invite')}
        </Button>
      }
    >
      {list.data ? (
        <>
          <AdminTable
            label={t('staff.members')}
            rows={list.data.members}
            rowKey={(member) => member.id}
            columns={[
              {
                key: 'name',
                header: t('staff.name'),
                cell: (member) => `${member.name}${member.id === selfId ? ` (${t('staff.you')})` : ''}`,
              },
              { key: 'email', header: t('staff.email'), wrap: 'anywhere', cell: (member) => member.email },
              {
                key: 'role',
                header: t('staff.role'),
                cell: (member) => (
                  <TextField
                    select
                    size="small"
                    value={member.role}
                    onChange={(event) => void setRole(member, event.target.value as StaffRole)}
                    slotProps={{ htmlInput: { 'aria-label': t('staff.changeRole', { name: member.name }) } }}
                  >
                    {STAFF_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                ),
              },
              {
                key: 'actions',
                header: t('staff.actions'),
                cell: (member) => (
                  <IconButton
                    aria-label={t('staff.remove', { name: member.name })}
                    onClick={() => setRemoving(member)}
                  >
                    <DeleteOutline />
                  </IconButton>
                ),
              },
            ]}
          />
          <Typography component="h2" variant="h6">
            {t('staff.pending')}
          </Typography>
          {list.data.invitations.length === 0 ? (
            <Typography color="text.secondary">{t('staff.noPending')}</Typography>
          ) : (
            <AdminTable
              label={t('staff.pending')}
              rows={list.data.invitations}
              rowKey={(invitation) => invitation.id}
              columns={[
                {
                  key: 'email',
                  header: t('staff.email'),
                  wrap: 'anywhere',
                  cell: (invitation) => invitation.email,
                },
                { key: 'role', header: t('staff.role'), cell: (invitation) => t(`roles.${invitation.role}`) },
                {
                  key: 'expires',
                  header: t('staff.expires'),
                  wrap: 'nowrap',
                  cell: (invitation) => dateTime(invitation.expires_at),
                },
                {
                  key: 'actions',
                  header: t('staff.actions'),
                  cell: (invitation) => (
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={0.5}>
                      <IconButton
                        aria-label={t('staff.resend', { email: invitation.email })}
                        title={t('staff.resendHint')}
                        disabled={resend.isPending && resend.variables?.invitation_id === invitation.id}
                        onClick={() => void resendInvitation(invitation)}
                      >
                        <ForwardToInbox />
                      </IconButton>
                      <IconButton
                        aria-label={t('staff.revoke', { email: invitation.email })}
                        onClick={() => void revokeInvitation(invitation.id)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  ),
                },
              ]}
            />
          )}
          <RolesGuide />
        </>
      ) : (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <RemoveStaffDialog member={removing} onClose={() => setRemoving(null)} />
    </AdminListPage>
  );
}
