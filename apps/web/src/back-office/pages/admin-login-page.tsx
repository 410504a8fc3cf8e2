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
  type StaffLoginResponse,
  ZStaffPasswordLoginRequest,
  ZStaffSendCodeRequest,
  ZStaffVerifyCodeRequest,
} from '@screener/contracts/staff';
import type { StaffSecondFactor } from '@screener/contracts/staff-totp';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '../../domain/company/auth-layout';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { FormShell } from '../../ui/form-shell';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFormSubmit } from '../../ui/use-form-submit';
import { usePasswordLogin, useSendStaffCode, useVerifyStaffCode } from '../api';
import { SecondFactorStep } from '../totp/second-factor-step';

/** Staff sign in with their password or with a code mailed to them, as viewers do. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [pass, setPass] = useState<StaffSecondFactor | null>(null);
  useDocumentTitle(t('login.title'));
  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('login.title')}
        </Typography>
        <Typography>{t('login.intro', { company: company.title })}</Typography>
        {pass ? (
          <SecondFactorStep pass={pass} onRestart={() => setPass(null)} />
        ) : (
          <FirstFactor method={method} onMethod={setMethod} onSecondFactor={setPass} />
        )}
      </Stack>
    </AuthLayout>
  );
}

/** The password or the mailed code; a member with two-step sign-in then takes the second step. */
function FirstFactor({
  method,
  onMethod,
  onSecondFactor,
}: {
  method: 'password' | 'code';
  onMethod: (method: 'password' | 'code') => void;
  onSecondFactor: (pass: StaffSecondFactor) => void;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const onSignIn = (answer: StaffLoginResponse) => {
    if ('second_factor' in answer) onSecondFactor(answer.second_factor);
    else navigate(ADMIN_PATHS.home, { replace: true });
  };
  return (
    <>
      <Tabs
        value={method}
        onChange={(_, value: 'password' | 'code') => onMethod(value)}
        aria-label={t('login.method')}
      >
        <Tab value="password" label={t('login.withPassword')} />
        <Tab value="code" label={t('login.withCode')} />
      </Tabs>
      {method === 'password' ? <PasswordForm onSignIn={onSignIn} /> : <CodeForm onSignIn={onSignIn} />}
    </>
  );
}

type OnSignIn = { onSignIn: (answer: StaffLoginResponse) => void };

function PasswordForm({ onSignIn }: OnSignIn) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const login = usePasswordLogin();
  const form = useForm<z.infer<typeof ZStaffPasswordLoginRequest>>({
    resolver: zodResolver(ZStaffPasswordLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormSubmit(form, {
    fields: ['email', 'password'],
    action: async (values) => {
      onSignIn(await login.mutateAsync(values));
    },
    onError: (message) => form.setError('password', { type: 'server', message }),
  });
  return (
    <FormShell onSubmit={submit} busy={busy}>
      <TextField
        {...form.register('email')}
        type="email"
        label={t('login.email')}
        autoComplete="username"
        required
        {...errorProps(fieldError, errors.email)}
      />
      <TextField
        {...form.register('password')}
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        {...errorProps(fieldError, errors.password)}
      />
      <Button type="submit" variant="contained" loading={busy}>
        {t('login.submit')}
      </Button>
    </FormShell>
  );
}

function CodeForm({ onSignIn }: OnSignIn) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const send = useSendStaffCode();
  const verify = useVerifyStaffCode();
  const [pending, setPending] = useState<{ key: string; email: string } | null>(null);
  const emailForm = useForm<z.infer<typeof ZStaffSendCodeRequest>>({
    resolver: zodResolver(ZStaffSendCodeRequest),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(ZStaffVerifyCodeRequest.pick({ code: true })),
    defaultValues: { code: '' },
  });

  const sending = useFormSubmit(emailForm, {
    fields: [],
    action: async ({ email }) => {
      const { key } = await send.mutateAsync({ email });
      setPending({ key, email });
    },
  });
  const verifying = useFormSubmit(codeForm, {
    fields: [],
    action: async ({ code }) => {
      if (!pending) return;
      onSignIn(await verify.mutateAsync({ key: pending.key, code }));
    },
    onError: (message) => codeForm.setError('code', { type: 'server', message }),
  });

  if (!pending) {
    const { errors } = emailForm.formState;
    return (
      <FormShell onSubmit={sending.submit} busy={sending.busy} error={sending.formError}>
        <TextField
          {...emailForm.register('email')}
          type="email"
          label={t('login.email')}
          autoComplete="username"
          required
          {...errorProps(fieldError, errors.email)}
        />
        <Button type="submit" variant="contained" loading={sending.busy}>
          {t('login.sendCode')}
        </Button>
      </FormShell>
    );
  }
  const { errors } = codeForm.formState;
  return (
    <FormShell onSubmit={verifying.submit} busy={verifying.busy}>
      <Alert severity="info">{t('login.codeSent', { email: pending.email })}</Alert>
      <TextField
        {...codeForm.register('code')}
        label={t('login.code')}
        autoComplete="one-time-code"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        {...errorProps(fieldError, errors.code)}
      />
      <Button type="submit" variant="contained" loading={verifying.busy}>
        {t('login.verify')}
      </Button>
      <Button onClick={() => setPending(null)}>{t('login.otherAddress')}</Button>
    </FormShell>
  );
}
