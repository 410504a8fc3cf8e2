import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AcceptInvitationForm, ADMIN_PATHS, ZAcceptInvitationForm } from '@screener/contracts/staff';
import type { StaffSecondFactor } from '@screener/contracts/staff-totp';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiErrorCode } from '../../api/api-errors';
import { AuthLayout } from '../../domain/company/auth-layout';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { FormShell } from '../../ui/form-shell';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFormSubmit } from '../../ui/use-form-submit';
import { useAcceptInvitation, useInvitation } from '../api';
import { SecondFactorStep } from '../totp/second-factor-step';
import { useApiErrorText } from '../use-api-error-text';

/** The invitation's one-time link: the invited person picks a name and a password and is signed in. */
export function AcceptInvitationPage({ token }: { token: string }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const company = useCurrentCompany();
  const invitation = useInvitation(token);
  useDocumentTitle(t('invitation.title', { company: company.title }));

  let content: React.ReactNode;
  if (invitation.data) content = <AcceptForm token={token} {...invitation.data} />;
  else if (isApiErrorCode(invitation.error, 404)) {
    content = (
      <>
        <Alert severity="warning">{t('invitation.invalid')}</Alert>
        <Button component={Link} to={ADMIN_PATHS.login}>
          {t('invitation.toLogin')}
        </Button>
      </>
    );
  } else if (invitation.isError) content = <Alert severity="error">{apiErrorText(invitation.error)}</Alert>;
  else content = <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />;

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('invitation.title', { company: company.title })}
        </Typography>
        {content}
      </Stack>
    </AuthLayout>
  );
}

function AcceptForm({
  token,
  email,
  role,
}: {
  token: string;
  email: string;
  role: 'owner' | 'manager' | 'box_office';
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [pass, setPass] = useState<StaffSecondFactor | null>(null);
  const form = useForm<AcceptInvitationForm>({
    resolver: zodResolver(ZAcceptInvitationForm),
    defaultValues: { name: '', password: '' },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormSubmit(form, {
    fields: ['name', 'password'],
    action: async (values) => {
      const answer = await accept.mutateAsync(values);
      // A company that requires two-step sign-in has the new member set up an app first.
      if ('second_factor' in answer) setPass(answer.second_factor);
      else navigate(ADMIN_PATHS.home, { replace: true });
    },
    onError: (message) => form.setError('name', { type: 'server', message }),
  });
  if (pass) {
    return <SecondFactorStep pass={pass} onRestart={() => navigate(ADMIN_PATHS.login, { replace: true })} />;
  }
  return (
    <FormShell onSubmit={submit} busy={busy}>
      <Typography>{t('invitation.intro', { role: t(`roles.${role}`), email })}</Typography>
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <TextField
        {...form.register('name')}
        label={t('invitation.name')}
        autoComplete="name"
        required
        {...errorProps(fieldError, errors.name)}
      />
      <TextField
        {...form.register('password')}
        type="password"
        label={t('invitation.password')}
        autoComplete="new-password"
        required
        {...errorProps(fieldError, errors.password)}
      />
      <Button type="submit" variant="contained" loading={busy}>
        {t('invitation.submit')}
      </Button>
    </FormShell>
  );
}
