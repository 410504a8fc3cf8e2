import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useLoginWithAutoRegisterLink } from '../api';
import { LinkAccountChoiceDialog } from '../components/link-account-choice-dialog';
import { LinkLoginStatus } from '../components/link-login-status';
import { useLinkAccountChoice } from '../use-link-account-choice';

/**
 * The chat-room invitation: registers and signs in the invited address, then opens the event's
 * chat room. A viewer already signed in is asked first, and staying goes to the company's home.
 */
export function AutoRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const login = useLoginWithAutoRegisterLink();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const choice = useLinkAccountChoice();

  useEffect(() => {
    if (started.current || choice.asking) return;
    started.current = true;
    login.mutate(
      { token },
      {
        onSuccess: (answer) =>
          void navigate(routePath('screeners.chatroom.overview', { screener_id: answer.screener_id }), {
            replace: true,
          }),
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }, [token, login, navigate, t, choice.asking]);

  if (choice.asking) {
    return (
      <LinkAccountChoiceDialog
        name={choice.name}
        onStay={() => void navigate(routePath('company.dashboard'), { replace: true })}
        onSwitch={choice.switch}
      />
    );
  }
  return <LinkLoginStatus error={error} />;
}
