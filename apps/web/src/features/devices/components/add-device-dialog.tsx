import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ZVerifyShortCodeRequest } from '@screener/contracts/devices';
import { SHORT_CODE_LENGTH } from '@screener/contracts/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useVerifyShortCode } from '../api';
import '../../tv/tv-texts';

type AddDeviceForm = z.input<typeof ZVerifyShortCodeRequest>;

/**
 * The add-device dialog (spec part 2 §2.8): the code shown on the TV, required, exactly 6
 * characters, shown and sent upper-cased. Verify pairs the TV; Cancel clears the code and closes.
 */
export function AddDeviceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('tv');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fieldError = useFieldErrorText();
  const verify = useVerifyShortCode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddDeviceForm>({
    resolver: zodResolver(ZVerifyShortCodeRequest),
    defaultValues: { short_code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values.short_code.toUpperCase());
      notify(t('tvApp.added'), 'success');
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['short_code'] as const, form.setError)) {
        setFormError(errorText(error, t));
      }
    }
  });

  const codeField = form.register('short_code');
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
      <DialogTitle id={titleId}>{t('tvApp.addTitle')}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ paddingBlockStart: 0 }}>
          <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
            <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('tvApp.addHint')}</DialogContentText>
            {formError ? (
              <Alert severity="error" role="alert" sx={{ marginBlockEnd: 2 }}>
                {formError}
              </Alert>
            ) : null}
            <TextField
              {...codeField}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                void codeField.onChange(event);
              }}
              label={t('tvApp.code')}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              error={Boolean(errors.short_code)}
              helperText={fieldError(errors.short_code?.message)}
              slotProps={{
                htmlInput: {
                  maxLength: SHORT_CODE_LENGTH,
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  dir: 'ltr',
                  style: { textTransform: 'uppercase', letterSpacing: '0.3em', fontFamily: 'monospace' },
                },
              }}
            />
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            {t('tvApp.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('tvApp.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
