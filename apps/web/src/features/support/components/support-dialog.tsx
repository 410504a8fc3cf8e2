import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { type SupportRequestForm, ZSupportRequestForm } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useCreateSupportRequest } from '../api';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: SupportRequestForm = { name: '', email: '', message: '' };

/** The "Leave a message" form: 500 px wide on desktop, full screen on phones. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const mutation = useCreateSupportRequest();
  const form = useForm<SupportRequestForm>({
    resolver: zodResolver(ZSupportRequestForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // A refusal that names no field (the rate limit, a network failure) shows above the fields.
  const { setFormError, ...submission } = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      const answer = await mutation.mutateAsync({
        ...values,
        refer_page: `${window.location.origin}${window.location.pathname}`,
      });
      notify(answer.message, 'success');
      close();
    },
  });

  const close = () => {
    setFormError(null);
    form.reset(EMPTY);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={close} title={t('support.title')}>
      <DialogForm
        submission={submission}
        onCancel={close}
        cancelLabel={t('support.cancel')}
        submitLabel={t('support.send')}
      >
        <TextField
          {...form.register('name')}
          label={t('support.name')}
          autoComplete="name"
          required
          autoFocus
          {...errorProps(fieldError, errors.name)}
        />
        <TextField
          {...form.register('email')}
          label={t('support.email')}
          type="email"
          autoComplete="email"
          required
          {...errorProps(fieldError, errors.email)}
        />
        <TextField
          {...form.register('message')}
          label={t('support.message')}
          required
          multiline
          minRows={4}
          {...errorProps(fieldError, errors.message)}
        />
      </DialogForm>
    </FormDialog>
  );
}
