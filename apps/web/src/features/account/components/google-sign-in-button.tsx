import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useLoginWithGoogle } from '../api';
import { loadGoogleIdentity } from '../google-identity';

/** Google's button is drawn at a fixed width; this fits a phone's login card. */
const BUTTON_WIDTH = 280;

/**
 * "Continue with Google" (Google Identity Services) under the email form. It shows only when the
 * deployment configured a client id and Google's script loaded; offline or blocked, it stays
 * hidden and the email flow is the way in. Google's ID token signs in through
 * `consumer/loginWithFirebase`, then the host continues as after any login.
 */
export function GoogleSignInButton({ onSignedIn }: { onSignedIn(): void }) {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const clientId = company.google_client_id;
  const login = useLoginWithGoogle();
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = useEffectEvent((credential: string) => {
    setError(null);
    login.mutate(
      { credential, company_id: company.id },
      { onSuccess: onSignedIn, onError: (failure) => setError(errorText(failure, t)) },
    );
  });

  const language = i18n.language;
  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => signIn(credential),
          ux_mode: 'popup',
          context: 'signin',
        });
        google.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale: language,
          width: BUTTON_WIDTH,
        });
        setShown(true);
      },
      () => {
        // Offline or blocked: nothing to show, the email form stays the way in.
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, language]);

  if (!clientId) return null;
  return (
    <Stack spacing={2} sx={shown ? undefined : { display: 'none' }}>
      <Divider>{t('account.google.or')}</Divider>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box
        ref={slot}
        aria-busy={login.isPending}
        sx={{ display: 'flex', justifyContent: 'center', minBlockSize: 44 }}
      />
      {login.isPending ? (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('account.google.signingIn')}
        </Typography>
      ) : null}
    </Stack>
  );
}
