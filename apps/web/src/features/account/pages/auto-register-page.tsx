import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { routePath } from '@screener/contracts/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiErrorCode } from '../../../api/api-errors';
import { errorText } from '../../../api/error-text';
import { useScreener } from '../../../domain/event/api';
import { TrailerPlayer } from '../../../domain/event/trailer-player';
import { useAutoRegister, useCheckChatMembership } from '../../chat-room';
import { useLoginWithAutoRegisterLink } from '../api';
import { LinkAccountChoiceDialog } from '../components/link-account-choice-dialog';
import { LinkLoginStatus } from '../components/link-login-status';
import { LoginFlowStep, useLoginFlow } from '../components/login-flow-step';
import { useLinkAccountChoice } from '../use-link-account-choice';
import '../../../i18n/chat-room/chat-room-texts';

/**
 * The chat-room invitation (spec part 2 §2.6, §4.8): signs in with the link and checks membership.
 * A member already registered goes straight to the room's overview; anyone else sees the intro
 * (the event's trailer, when it has one) and registers with Continue. A viewer already signed in
 * with the invited address goes on as that account, session kept; a viewer signed in as someone
 * else is asked first, and staying goes to the company's home. A link for an address that already
 * has an account never signs it in by itself: the page runs the usual login (the email code proves
 * the address), then opens the link again as that account.
 */
export function AutoRegisterPage() {
  const { t } = useTranslation('chat-room');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const login = useLoginWithAutoRegisterLink();
  const membership = useCheckChatMembership();
  const register = useAutoRegister();
  const [error, setError] = useState<string | null>(null);
  const [introFor, setIntroFor] = useState<number | null>(null);
  /** The server's words when the address has an account: the login flow runs under them. */
  const [signInFirst, setSignInFirst] = useState<string | null>(null);
  const [signIn, dispatchSignIn] = useLoginFlow();
  const started = useRef(false);
  const retried = useRef(false);
  const choice = useLinkAccountChoice({ askAtOnce: false });
  const { ask } = choice;
  const screener = useScreener(introFor);

  /** `keepSession`: for the signed-in account only; for another address the viewer is asked. */
  const openLink = useCallback(
    (keepSession: boolean) => {
      const toOverview = (screenerId: number) =>
        void navigate(routePath('screeners.chatroom.overview', { screener_id: screenerId }), {
          replace: true,
        });
      login.mutate(
        { token, ...(keepSession ? { keep_session: true } : {}) },
        {
          onSuccess: (answer) => {
            setSignInFirst(null);
            membership.mutate(answer.screener_id, {
              onSuccess: ({ member }) => {
                if (member.redirect_screener) toOverview(member.screener_id);
                else if (member.status === 'no_chat_room') setError(t('chatRoom.intro.noRoom'));
                else setIntroFor(member.screener_id);
              },
              onError: (failure) => setError(errorText(failure, t)),
            });
          },
          onError: (failure) => {
            if (keepSession && isApiErrorCode(failure, ERROR_CATALOGUE.LINK_FOR_ANOTHER_ACCOUNT.code)) {
              ask();
              return;
            }
            // Asked once: signed in as another address, the link stays refused and says so.
            if (isApiErrorCode(failure, ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED.code) && !retried.current) {
              setSignInFirst(errorText(failure, t));
              return;
            }
            setError(errorText(failure, t));
          },
        },
      );
    },
    [token, login, membership, navigate, t, ask],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openLink(choice.signedIn);
  }, [openLink, choice.signedIn]);

  // Signed in as the addressee: the same link now applies to that account.
  useEffect(() => {
    if (signInFirst === null || signIn.step !== 'logged_in' || retried.current) return;
    retried.current = true;
    openLink(false);
  }, [signInFirst, signIn.step, openLink]);

  if (choice.asking) {
    return (
      <LinkAccountChoiceDialog
        name={choice.name}
        onStay={() => void navigate(routePath('company.dashboard'), { replace: true })}
        onSwitch={() => {
          choice.switch();
          openLink(false);
        }}
      />
    );
  }
  if (signInFirst !== null && signIn.step !== 'logged_in' && !error) {
    return (
      <Container maxWidth="sm" sx={{ paddingBlock: 4, display: 'grid', gap: 2 }}>
        <Alert severity="info">{signInFirst}</Alert>
        <LoginFlowStep state={signIn} dispatch={dispatchSignIn} />
      </Container>
    );
  }
  // The welcome waits for the event, so that it speaks of a trailer only when there is one.
  if (introFor === null || error || screener.isPending) return <LinkLoginStatus error={error} />;
  const trailer = screener.data?.films.find((film) => film.trailer)?.trailer ?? null;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
        {t('chatRoom.intro.title', { title: screener.data?.title ?? '' })}
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>
        {trailer ? t('chatRoom.intro.body') : t('chatRoom.intro.bodyWithoutTrailer')}
      </Typography>
      {trailer ? (
        <Box sx={{ inlineSize: '100%' }}>
          <TrailerPlayer link={trailer} title={screener.data?.title ?? ''} />
        </Box>
      ) : null}
      <Button
        variant="contained"
        size="large"
        loading={register.isPending}
        onClick={() =>
          register.mutate(introFor, {
            onSuccess: ({ member }) =>
              void navigate(routePath('screeners.chatroom.overview', { screener_id: member.screener_id }), {
                replace: true,
              }),
            onError: (failure) => setError(errorText(failure, t)),
          })
        }
      >
        {t('chatRoom.intro.continue')}
      </Button>
    </Container>
  );
}
