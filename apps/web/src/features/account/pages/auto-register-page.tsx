import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useLoginWithAutoRegisterLink } from '../api';
import { LinkLoginStatus } from '../components/link-login-status';

/** The chat-room invitation: registers and signs in the invited address, then opens the event's chat room. */
export function AutoRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const login = useLoginWithAutoRegisterLink();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
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
  }, [token, login, navigate, t]);

  return <LinkLoginStatus error={error} />;
}
