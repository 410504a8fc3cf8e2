import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import type { StaffSecondFactor } from '@screener/contracts/staff-totp';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../domain/company/auth-layout';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useVerifyStaffLink } from '../api';
import { SecondFactorStep } from '../totp/second-factor-step';
import { useApiErrorText } from '../use-api-error-text';

/**
 * The sign-in link of a code mail: signs the member in (then asks for the authenticator's code
 * when the member has one) and opens the back-office. It works even when typed codes or passwords
 * are closed for the account, so the owner of the address gets in.
 */
export function AdminLoginLinkPage({ linkKey, secret }: { linkKey: string; secret: string }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const verify = useVerifyStaffLink();
  const started = useRef(false);
  const [pass, setPass] = useState<StaffSecondFactor | null>(null);
  useDocumentTitle(t('login.title'));

  useEffect(() => {
    // Once per page: the link is single-use, so a second call (Strict Mode) would fail.
    if (started.current) return;
    started.current = true;
    verify.mutate(
      { key: linkKey, secret },
      {
        onSuccess: (answer) => {
          if ('second_factor' in answer) setPass(answer.second_factor);
          else void navigate(ADMIN_PATHS.home, { replace: true });
        },
      },
    );
  }, [linkKey, secret, verify, navigate]);

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('login.title')}
        </Typography>
        {pass ? (
          <SecondFactorStep pass={pass} onRestart={() => void navigate(ADMIN_PATHS.login)} />
        ) : verify.isError ? (
          <>
            <Alert severity="error" role="alert">
              {t('login.linkFailed')} {apiErrorText(verify.error)}
            </Alert>
            <Button component={Link} to={ADMIN_PATHS.login} variant="contained">
              {t('login.toLogin')}
            </Button>
          </>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography role="status">{t('login.linkSigningIn')}</Typography>
          </Stack>
        )}
      </Stack>
    </AuthLayout>
  );
}
