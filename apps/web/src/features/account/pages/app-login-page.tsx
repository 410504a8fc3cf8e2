import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { dashboardPath } from '../account-paths';
import { useAppLogin } from '../api';
import { LinkLoginStatus } from '../components/link-login-status';

/** The external app's callback address, when it is an http(s) URL. */
function parseRedirect(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * company.oauth.login (spec part 2 §2.5): a one-time code for the external app, sent to its
 * redirect_url with client_id (the company) and code. A host not approved yet asks the viewer first.
 */
export function AppLoginPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const target = parseRedirect(query.get('redirect_url'));
  const appLogin = useAppLogin();
  const [approvalHost, setApprovalHost] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const request = (approve: boolean) => {
    if (!target) return;
    appLogin.mutate(
      // The text sends the app's origin plus path (spec part 2 §7.2); the server knows the app by its host.
      { oauthHost: `${target.origin}${target.pathname}`, approve },
      {
        onSuccess: (answer) => {
          if (!answer.token) {
            setApprovalHost(answer.oauth_host);
            return;
          }
          const next = new URL(target);
          next.searchParams.set('client_id', String(company.id));
          next.searchParams.set('code', answer.token);
          window.location.assign(next.toString());
        },
        onError: (failure) => {
          console.error('app login failed', failure);
          setError(errorText(failure, t));
        },
      },
    );
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!target) setError(t('account.invalidLink'));
    else request(false);
  });

  if (approvalHost && !error) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('account.appApprovalTitle', { host: approvalHost })}
        </Typography>
        <Typography>
          {t('account.appApprovalText', { host: approvalHost, product: t('common.productName') })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(dashboardPath())}>{t('account.cancel')}</Button>
          <Button variant="contained" loading={appLogin.isPending} onClick={() => request(true)}>
            {t('account.approve')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <LinkLoginStatus error={error} />;
}
