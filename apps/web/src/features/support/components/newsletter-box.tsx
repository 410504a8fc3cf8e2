import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type NewsletterForm, ZNewsletterForm } from '@screener/contracts/validation';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useCurrentCompany } from '../../companies/current-company-context';
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
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await mutation.mutateAsync({ email, company_id: company.id });
      notify(answer.message, 'success');
      form.reset({ email: '' });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email'], form.setError)) notify(errorText(error, t), 'error');
    }
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
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <TextField
          {...form.register('email')}
          size="small"
          type="email"
          autoComplete="email"
          label={t('support.email')}
          disabled={isSubmitting}
          error={Boolean(errors.email)}
          // A blank helper keeps its line, so the box does not jump (and move the button) as the message comes and goes.
          helperText={fieldError(errors.email?.message) ?? ' '}
          sx={{ minInlineSize: 260 }}
        />
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('support.subscribe')}
        </Button>
      </Box>
    </Box>
  );
}
