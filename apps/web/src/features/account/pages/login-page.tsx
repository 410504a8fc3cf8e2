import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { afterLoginPath, safeRedirect } from '../account-paths';
import { LoginFlowStep, useLoginFlow } from '../components/login-flow-step';

/**
 * company.login: the login flow; once signed in, the redirect target or the dashboard, with a welcome.
 * On its first step, the distributors' button (spec part 1 §1 "only a button is visible") leads to
 * the staff sign-in of the back-office.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const redirect = safeRedirect(query.get('redirect'));
  const [state, dispatch] = useLoginFlow();
  useDocumentTitle(t('account.loginTitle'));

  useEffect(() => {
    if (state.step !== 'logged_in') return;
    notify(t('account.welcome', { company: company.title || t('common.productName') }), 'success');
    void navigate(afterLoginPath(redirect), { replace: true });
  }, [state.step, company.title, navigate, redirect, t]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <LoginFlowStep state={state} dispatch={dispatch} redirectTo={redirect ?? undefined} />
      {state.step === 'login' ? (
        <Button component={Link} to={ADMIN_PATHS.login} variant="text" sx={{ alignSelf: 'center' }}>
          {t('account.distributorLogin')}
        </Button>
      ) : null}
    </Stack>
  );
}
