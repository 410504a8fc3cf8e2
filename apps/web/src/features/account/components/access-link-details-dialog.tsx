import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AccessLinkDetailsForm,
  NAME_MAX_LENGTH,
  ZAccessLinkDetailsForm,
} from '@screener/contracts/validation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../ui/form-errors';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';

/** The anonymous access link's details: name (optional, 3 to 250) and email, checked before login. */
export function AccessLinkDetailsDialog({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (details: AccessLinkDetailsForm) => Promise<void>;
  serverErrors: Partial<Record<'name' | 'email', string>>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fieldError = useFieldErrorText();
  const form = useForm<z.input<typeof ZAccessLinkDetailsForm>, unknown, AccessLinkDetailsForm>({
    resolver: zodResolver(ZAccessLinkDetailsForm),
    defaultValues: { name: '', email: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(onSubmit);

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('account.linkDetailsTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('account.linkDetailsIntro')}</DialogContentText>
          <Stack
            component="fieldset"
            disabled={isSubmitting}
            spacing={2}
            sx={{ border: 0, padding: 0, margin: 0 }}
          >
            <TextField
              {...form.register('name')}
              label={t('account.nameOptional')}
              autoComplete="name"
              autoFocus
              error={Boolean(errors.name ?? serverErrors.name)}
              helperText={fieldError(errors.name?.message ?? serverErrors.name)}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
            <TextField
              {...form.register('email')}
              type="email"
              label={t('account.email')}
              autoComplete="email"
              required
              error={Boolean(errors.email ?? serverErrors.email)}
              helperText={fieldError(errors.email?.message ?? serverErrors.email)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
