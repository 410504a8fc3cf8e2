import { routePath } from '@screener/contracts/routes';
import type { AccessLinkDetailsForm } from '@screener/contracts/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-errors';
import { errorText } from '../../../api/error-text';
import { useLoginWithAccessLink } from '../api';
import { AccessLinkDetailsDialog } from '../components/access-link-details-dialog';
import { LinkAccountChoiceDialog } from '../components/link-account-choice-dialog';
import { LinkLoginStatus } from '../components/link-login-status';
import { useLinkAccountChoice } from '../use-link-account-choice';

/** Link modes that log in at once; any other link may need the viewer's details first. */
const MODES_WITHOUT_FORM = new Set(['simulation', 'consumer']);

/**
 * The access link (spec part 2 §2.4, §4.3). Simulation and consumer links sign in at once; an
 * anonymous link asks for name and email first, unless `sp=1`; so does a link whose query names no
 * mode, rather than send a login that would fail for want of an email. The server goes by the
 * link's own mode: when it still needs the email, the form opens whatever the query said. A viewer
 * already signed in is asked first whether to switch accounts; staying applies the link to the
 * signed-in account (enrolled in the event, session kept). On success the viewer goes to the
 * watch page with the query kept.
 */
export function AccessLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { screener_id: screenerParam = '', link_id: linkId = '' } = useParams();
  const [query] = useSearchParams();
  const screenerId = Number(screenerParam);
  const skipForm = query.get('sp') === '1';
  const login = useLoginWithAccessLink();
  const [askDetails, setAskDetails] = useState(!MODES_WITHOUT_FORM.has(query.get('mode') ?? '') && !skipForm);
  const choice = useLinkAccountChoice();
  const [serverErrors, setServerErrors] = useState<Partial<Record<'name' | 'email', string>>>({});
  const [error, setError] = useState<string | null>(null);
  /** The signed-in viewer chose to stay: the link is being applied to that account. */
  const [staying, setStaying] = useState(false);
  const started = useRef(false);

  const goToWatch = useCallback(async () => {
    const search = query.toString();
    await navigate(
      `${routePath('screeners.watch', { screener_id: screenerId })}${search ? `?${search}` : ''}`,
      { replace: true },
    );
  }, [navigate, query, screenerId]);

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
        await goToWatch();
      } catch (failure) {
        const fields = failure instanceof ApiRequestError ? failure.details?.fields : undefined;
        if (fields?.email || fields?.name) {
          // Nothing typed yet is nothing to blame: the form opens clean.
          const typed = Boolean(details.name || details.email);
          setServerErrors(typed ? { email: fields.email?.[0], name: fields.name?.[0] } : {});
          setAskDetails(true);
          return;
        }
        setAskDetails(false);
        setError(errorText(failure, t));
      }
    },
    [login, linkId, screenerId, skipForm, goToWatch, t],
  );

  useEffect(() => {
    if (started.current || askDetails || choice.asking) return;
    started.current = true;
    if (!Number.isSafeInteger(screenerId)) {
      setError(t('account.invalidLink'));
      return;
    }
    void signIn({});
  }, [askDetails, choice.asking, screenerId, signIn, t]);

  const stay = async () => {
    setStaying(true);
    try {
      await login.mutateAsync({ link_id: linkId, screener_id: screenerId, keep_session: true });
      await goToWatch();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };

  if (staying) return <LinkLoginStatus error={error} />;
  if (choice.asking) {
    return <LinkAccountChoiceDialog name={choice.name} onStay={() => void stay()} onSwitch={choice.switch} />;
  }
  return (
    <>
      <LinkLoginStatus error={error} />
      {askDetails && !error ? (
        <AccessLinkDetailsDialog onSubmit={signIn} serverErrors={serverErrors} />
      ) : null}
    </>
  );
}
