import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type InviteStaffRequest, STAFF_ROLES, ZInviteStaffRequest } from '@screener/contracts/staff';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useInviteStaff } from '../api';
import { useApiErrorText } from '../use-api-error-text';

/** Invites an address to the staff with a role; the server mails the one-time link. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const invite = useInviteStaff();
  const form = useForm<InviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '', role: 'manager' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify(t('staff.invited', { email: values.email }), 'success');
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email', 'role'], form.setError))
        form.setError('email', { type: 'server', message: apiErrorText(error) });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { inlineSize: { sm: 500 } } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('staff.inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack
            component="fieldset"
            disabled={isSubmitting}
            spacing={2}
            sx={{ border: 0, padding: 0, margin: 0, paddingBlockStart: 1 }}
          >
            <Typography>{t('staff.inviteText')}</Typography>
            <TextField
              {...form.register('email')}
              type="email"
              label={t('staff.email')}
              required
              autoFocus
              error={Boolean(errors.email)}
              helperText={fieldError(errors.email?.message)}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <TextField {...field} select label={t('staff.role')} required>
                  {STAFF_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('staff.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('staff.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
