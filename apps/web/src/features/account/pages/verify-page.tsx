import { zCodeOrLinkSecret } from '@screener/contracts/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { afterLoginPath } from '../account-paths';
import { useVerifyOtp } from '../api';
import { LinkAccountChoiceDialog } from '../components/link-account-choice-dialog';
import { LinkLoginStatus } from '../components/link-login-status';
import { useLinkAccountChoice } from '../use-link-account-choice';

/**
 * company.verify: the link in the code mail signs in, then goes to redirectTo or the dashboard. A
 * viewer already signed in is asked first, and staying goes where the link leads, still signed in.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const { session_key: key = '', otp = '' } = useParams();
  const [query] = useSearchParams();
  const redirectTo = query.get('redirectTo');
  const verify = useVerifyOtp();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const choice = useLinkAccountChoice();

  useEffect(() => {
    // Once per page: a code is single-use, so a second call (Strict Mode) would fail.
    if (started.current || choice.asking) return;
    started.current = true;
    if (!zCodeOrLinkSecret.safeParse(otp).success) {
      setError(t('account.invalidLink'));
      return;
    }
    verify.mutate(
      { key, otp },
      {
        onSuccess: () => {
          notify(t('account.welcome', { company: company.title || t('common.productName') }), 'success');
          void navigate(afterLoginPath(redirectTo), { replace: true });
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }, [key, otp, redirectTo, verify, navigate, company.title, t, choice.asking]);

  if (choice.asking) {
    return (
      <LinkAccountChoiceDialog
        name={choice.name}
        onStay={() => void navigate(afterLoginPath(redirectTo), { replace: true })}
        onSwitch={choice.switch}
      />
    );
  }
  return <LinkLoginStatus error={error} />;
}
