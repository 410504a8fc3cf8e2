import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { ZVerifyShortCodeRequest } from '@screener/contracts/devices';
import { SHORT_CODE_LENGTH } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useVerifyShortCode } from '../api';
import '../../../i18n/tv/tv-texts';

type AddDeviceForm = z.input<typeof ZVerifyShortCodeRequest>;

/**
 * The add-device dialog (spec part 2 §2.8): the code shown on the TV, required, exactly 6
 * characters, shown and sent upper-cased. Verify pairs the TV; Cancel clears the code and closes.
 */
export function AddDeviceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('tv');
  const fieldError = useFieldErrorText();
  const verify = useVerifyShortCode();
  const form = useForm<AddDeviceForm>({
    resolver: zodResolver(ZVerifyShortCodeRequest),
    defaultValues: { short_code: '' },
  });
  const { errors } = form.formState;
  const { setFormError, ...submission } = useFormSubmit(form, {
    fields: ['short_code'],
    action: async (values) => {
      await verify.mutateAsync(values.short_code.toUpperCase());
      notify(t('tvApp.added'), 'success');
      close();
    },
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const codeField = form.register('short_code');
  return (
    <FormDialog open={open} onClose={close} title={t('tvApp.addTitle')}>
      <DialogForm
        submission={submission}
        intro={t('tvApp.addHint')}
        onCancel={close}
        cancelLabel={t('tvApp.cancel')}
        submitLabel={t('tvApp.verify')}
      >
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
          {...errorProps(fieldError, errors.short_code)}
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
      </DialogForm>
    </FormDialog>
  );
}
