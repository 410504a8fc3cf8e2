import { routePath } from '@screener/contracts/routes';
import type { AccessLinkDetailsForm } from '@screener/contracts/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-errors';
import { errorText } from '../../../api/error-text';
import { useLoginWithAccessLink } from '../api';
import { AccessLinkDetailsDialog } from '../components/access-link-details-dialog';
import { LinkLoginStatus } from '../components/link-login-status';

/**
 * The access link (spec part 2 §2.4, §4.3). Simulation and consumer links sign in at once; an
 * anonymous link asks for name and email first, unless `sp=1`. The server goes by the link's own
 * mode: when it still needs the email, the form opens whatever the query said. On success the
 * viewer goes to the watch page with the query kept.
 */
export function AccessLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { screener_id: screenerParam = '', link_id: linkId = '' } = useParams();
  const [query] = useSearchParams();
  const screenerId = Number(screenerParam);
  const skipForm = query.get('sp') === '1';
  const login = useLoginWithAccessLink();
  const [askDetails, setAskDetails] = useState(query.get('mode') === 'anonymous' && !skipForm);
  const [serverErrors, setServerErrors] = useState<Partial<Record<'name' | 'email', string>>>({});
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const signIn = useCallback(
    async (details: Partial<AccessLinkDetailsForm>) => {
      try {
        await login.mutateAsync({
          link_id: linkId,
          screener_id: screenerId,
          ...(details.name ? { name: details.name } : {}),
          ...(details.email ? { email: details.email } : {}),
          ...(skipForm ? { skip_form: true } : {}),
        });
        const search = query.toString();
        await navigate(
          `${routePath('screeners.watch', { screener_id: screenerId })}${search ? `?${search}` : ''}`,
          {
            replace: true,
          },
        );
      } catch (failure) {
        const fields = failure instanceof ApiRequestError ? failure.details?.fields : undefined;
        if (fields?.email || fields?.name) {
          setServerErrors({ email: fields.email?.[0], name: fields.name?.[0] });
          setAskDetails(true);
          return;
        }
        setAskDetails(false);
        setError(errorText(failure, t));
      }
    },
    [login, linkId, screenerId, skipForm, query, navigate, t],
  );

  useEffect(() => {
    if (started.current || askDetails) return;
    started.current = true;
    if (!Number.isSafeInteger(screenerId)) {
      setError(t('account.invalidLink'));
      return;
    }
    void signIn({});
  }, [askDetails, screenerId, signIn, t]);

  return (
    <>
      <LinkLoginStatus error={error} />
      {askDetails && !error ? (
        <AccessLinkDetailsDialog onSubmit={signIn} serverErrors={serverErrors} />
      ) : null}
    </>
  );
}
