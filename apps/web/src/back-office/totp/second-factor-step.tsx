import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import type { StaffSecondFactor } from '@screener/contracts/staff-totp';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginTotpSetup, useTotpLogin } from '../totp-api';
import { useApiErrorText } from '../use-api-error-text';
import { TotpCodeForm } from './totp-code-form';
import { TotpSetupPanel } from './totp-setup-panel';

/**
 * The sign-in's second step, after the password, the mailed code or an accepted invitation: the
 * app's code, or first setting up an app when the company requires one. `onRestart` goes back to
 * the first step (the pass lasts 10 minutes, once).
 */
export function SecondFactorStep({ pass, onRestart }: { pass: StaffSecondFactor; onRestart: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const login = useTotpLogin();
  const headingId = useId();
  const signIn = async (code: string) => {
    await login.mutateAsync({ token: pass.token, code });
    navigate(ADMIN_PATHS.home, { replace: true });
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t(pass.method === 'enrol' ? 'totp.enrolTitle' : 'totp.stepTitle')}
      </Typography>
      {pass.method === 'enrol' ? (
        <EnrolSetup token={pass.token} />
      ) : (
        <Typography>{t('totp.stepIntro')}</Typography>
      )}
      <TotpCodeForm submitLabel={t('totp.signIn')} onCode={signIn}>
        <Button onClick={onRestart}>{t('totp.restart')}</Button>
      </TotpCodeForm>
    </Stack>
  );
}

/** The company requires an app: a new secret to scan, fetched once for this pass. */
function EnrolSetup({ token }: { token: string }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const setup = useLoginTotpSetup(token);
  return (
    <>
      <Alert severity="info">{t('totp.enrolIntro')}</Alert>
      {setup.data ? (
        <TotpSetupPanel uri={setup.data.uri} secret={setup.data.secret} />
      ) : setup.isError ? (
        <Alert severity="error">{apiErrorText(setup.error)}</Alert>
      ) : (
        <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />
      )}
    </>
  );
}
