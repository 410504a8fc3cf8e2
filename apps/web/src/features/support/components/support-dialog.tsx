import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SupportRequestForm, ZSupportRequestForm } from '@screener/contracts/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useCreateSupportRequest } from '../api';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: SupportRequestForm = { name: '', email: '', message: '' };

/** The "Leave a message" form: 500 px wide on desktop, full screen on phones. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fieldError = useFieldErrorText();
  const mutation = useCreateSupportRequest();
  const form = useForm<SupportRequestForm>({
    resolver: zodResolver(ZSupportRequestForm),
    defaultValues: EMPTY,
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  // A refusal that names no field (the rate limit, a network failure) shows above the fields.
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFormError(null);
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({
        ...values,
        refer_page: `${window.location.origin}${window.location.pathname}`,
      });
      notify(answer.message, 'success');
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setFormError(errorText(error, t));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('support.title')}</DialogTitle>
        <DialogContent>
          <Stack
            component="fieldset"
            disabled={isSubmitting}
            spacing={2}
            sx={{ border: 0, padding: 0, margin: 0 }}
          >
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <TextField
              {...form.register('name')}
              label={t('support.name')}
              autoComplete="name"
              required
              autoFocus
              error={Boolean(errors.name)}
              helperText={fieldError(errors.name?.message)}
              sx={{ marginBlockStart: 1 }}
            />
            <TextField
              {...form.register('email')}
              label={t('support.email')}
              type="email"
              autoComplete="email"
              required
              error={Boolean(errors.email)}
              helperText={fieldError(errors.email?.message)}
            />
            <TextField
              {...form.register('message')}
              label={t('support.message')}
              required
              multiline
              minRows={4}
              error={Boolean(errors.message)}
              helperText={fieldError(errors.message?.message)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('support.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('support.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
