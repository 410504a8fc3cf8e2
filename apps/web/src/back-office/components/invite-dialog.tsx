import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type InviteStaffRequest, STAFF_ROLES, ZInviteStaffRequest } from '@screener/contracts/staff';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { useInviteStaff } from '../api';
import { RoleAbilityList } from './role-abilities';
import { SelectField } from './select-field';

/** Invites an address to the staff with a role; the server mails the one-time link. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const invite = useInviteStaff();
  const form = useForm<InviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '', role: 'manager' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const abilitiesId = useId();
  const close = () => {
    form.reset();
    onClose();
  };
  const { submit, busy } = useFormSubmit(form, {
    fields: ['email', 'role'],
    action: async (values) => {
      await invite.mutateAsync(values);
      notify(t('staff.invited', { email: values.email }), 'success');
      close();
    },
    onError: (message) => form.setError('email', { type: 'server', message }),
  });
  return (
    <FormDialog open={open} onClose={close} title={t('staff.inviteTitle')}>
      <DialogForm
        submission={{ submit, busy }}
        intro={t('staff.inviteText')}
        onCancel={close}
        cancelLabel={t('staff.cancel')}
        submitLabel={t('staff.send')}
      >
        <TextField
          {...form.register('email')}
          type="email"
          label={t('staff.email')}
          required
          autoFocus
          {...errorProps(fieldError, errors.email)}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <SelectField
              {...field}
              label={t('staff.role')}
              required
              slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': abilitiesId } } }}
              options={STAFF_ROLES.map((option) => ({ value: option, label: t(`roles.${option}`) }))}
            />
          )}
        />
        <div>
          <Typography variant="body2" color="text.secondary">
            {t('staff.roleMay')}
          </Typography>
          <RoleAbilityList role={role} id={abilitiesId} />
        </div>
      </DialogForm>
    </FormDialog>
  );
}
