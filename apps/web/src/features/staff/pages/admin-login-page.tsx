import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_PATHS,
  ZStaffPasswordLoginRequest,
  ZStaffSendCodeRequest,
  ZStaffVerifyCodeRequest,
} from '@screener/contracts/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '../../../app/layouts/auth-layout';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useCurrentCompany } from '../../companies/current-company-context';
import { usePasswordLogin, useSendStaffCode, useVerifyStaffCode } from '../api';
import { useApiErrorText } from '../use-api-error-text';

const fieldsetSx = { border: 0, padding: 0, margin: 0 };

/** Staff sign in with their password or with a code mailed to them, as viewers do. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  useDocumentTitle(t('login.title'));
  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('login.title')}
        </Typography>
        <Typography>{t('login.intro', { company: company.title })}</Typography>
        <Tabs
          value={method}
          onChange={(_, value: 'password' | 'code') => setMethod(value)}
          aria-label={t('login.method')}
        >
          <Tab value="password" label={t('login.withPassword')} />
          <Tab value="code" label={t('login.withCode')} />
        </Tabs>
        {method === 'password' ? <PasswordForm /> : <CodeForm />}
      </Stack>
    </AuthLayout>
  );
}

function PasswordForm() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const login = usePasswordLogin();
  const form = useForm<z.infer<typeof ZStaffPasswordLoginRequest>>({
    resolver: zodResolver(ZStaffPasswordLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      navigate(ADMIN_PATHS.home, { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email', 'password'], form.setError))
        form.setError('password', { type: 'server', message: apiErrorText(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack component="fieldset" disabled={isSubmitting} spacing={2} sx={fieldsetSx}>
        <TextField
          {...form.register('email')}
          type="email"
          label={t('login.email')}
          autoComplete="username"
          required
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email?.message)}
        />
        <TextField
          {...form.register('password')}
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message)}
        />
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeForm() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const send = useSendStaffCode();
  const verify = useVerifyStaffCode();
  const [pending, setPending] = useState<{ key: string; email: string } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const emailForm = useForm<z.infer<typeof ZStaffSendCodeRequest>>({
    resolver: zodResolver(ZStaffSendCodeRequest),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(ZStaffVerifyCodeRequest.pick({ code: true })),
    defaultValues: { code: '' },
  });

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    setSendError(null);
    try {
      const { key } = await send.mutateAsync({ email });
      setPending({ key, email });
    } catch (error) {
      setSendError(apiErrorText(error));
    }
  });
  const verifyCode = codeForm.handleSubmit(async ({ code }) => {
    if (!pending) return;
    try {
      await verify.mutateAsync({ key: pending.key, code });
      navigate(ADMIN_PATHS.home, { replace: true });
    } catch (error) {
      codeForm.setError('code', { type: 'server', message: apiErrorText(error) });
    }
  });

  if (!pending) {
    const { errors, isSubmitting } = emailForm.formState;
    return (
      <form noValidate onSubmit={sendCode}>
        <Stack component="fieldset" disabled={isSubmitting} spacing={2} sx={fieldsetSx}>
          {sendError ? <Alert severity="error">{sendError}</Alert> : null}
          <TextField
            {...emailForm.register('email')}
            type="email"
            label={t('login.email')}
            autoComplete="username"
            required
            error={Boolean(errors.email)}
            helperText={fieldError(errors.email?.message)}
          />
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('login.sendCode')}
          </Button>
        </Stack>
      </form>
    );
  }
  const { errors, isSubmitting } = codeForm.formState;
  return (
    <form noValidate onSubmit={verifyCode}>
      <Stack component="fieldset" disabled={isSubmitting} spacing={2} sx={fieldsetSx}>
        <Alert severity="info">{t('login.codeSent', { email: pending.email })}</Alert>
        <TextField
          {...codeForm.register('code')}
          label={t('login.code')}
          autoComplete="one-time-code"
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          error={Boolean(errors.code)}
          helperText={fieldError(errors.code?.message)}
        />
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('login.verify')}
        </Button>
        <Button onClick={() => setPending(null)}>{t('login.otherAddress')}</Button>
      </Stack>
    </form>
  );
}
