import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type NewsletterForm, ZNewsletterForm } from '@screener/contracts/validation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useSubscribeNewsletter } from '../api';

/** The footer's newsletter sign-up; the address is checked when the field loses focus (spec part 1 §5). */
export function NewsletterBox() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const headingId = useId();
  const fieldError = useFieldErrorText();
  const mutation = useSubscribeNewsletter();
  const form = useForm<NewsletterForm>({
    resolver: zodResolver(ZNewsletterForm),
    defaultValues: { email: '' },
    mode: 'onBlur',
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormSubmit(form, {
    fields: ['email'],
    action: async ({ email }) => {
      const answer = await mutation.mutateAsync({ email, company_id: company.id });
      notify(answer.message, 'success');
      form.reset({ email: '' });
    },
    onError: (text) => notify(text, 'error'),
  });

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('support.newsletterTitle')}
      </Typography>
      <FormShell
        onSubmit={submit}
        busy={busy}
        row
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <TextField
          {...form.register('email')}
          size="small"
          type="email"
          autoComplete="email"
          label={t('support.email')}
          error={Boolean(errors.email)}
          // A blank helper keeps its line, so the box does not jump (and move the button) as the message comes and goes.
          helperText={fieldError(errors.email?.message) ?? ' '}
          sx={{ minInlineSize: 260 }}
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('support.subscribe')}
        </Button>
      </FormShell>
    </Box>
  );
}
