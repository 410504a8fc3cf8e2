import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { TicketQrCode } from '../../venues';
import { useTvPairing } from '../use-tv-pairing';
import '../../../i18n/tv/tv-texts';

/** The TV asks for a pairing and shows its code in large type, with a QR code of the link that confirms it. */
export function TvPairing() {
  const { t } = useTranslation('tv');
  const { state, restart } = useTvPairing();

  if (state.step === 'asking') {
    return (
      <Stack role="status" spacing={3} sx={{ alignItems: 'center', paddingBlock: '20vh' }}>
        <CircularProgress size={64} aria-hidden />
        <Typography variant="h4">{t('tvApp.tv.asking')}</Typography>
      </Stack>
    );
  }
  if (state.step === 'denied' || state.step === 'failed') {
    return (
      <Stack spacing={4} sx={{ alignItems: 'center', paddingBlock: '15vh' }}>
        <Alert
          severity={state.step === 'denied' ? 'warning' : 'error'}
          role="alert"
          sx={{ fontSize: 'inherit' }}
        >
          {state.step === 'denied' ? t('tvApp.tv.denied') : errorText(state.error, t)}
        </Alert>
        <Button variant="contained" size="large" autoFocus onClick={restart} sx={{ fontSize: 'inherit' }}>
          {t('tvApp.tv.newCode')}
        </Button>
      </Stack>
    );
  }
  const { pairing } = state;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 4, md: '6vw' }}
      sx={{ alignItems: 'center', justifyContent: 'center', minBlockSize: '80vh' }}
    >
      <Stack spacing={3} sx={{ maxInlineSize: '40rem' }}>
        <Typography variant="h3" component="h1">
          {t('tvApp.tv.pairTitle')}
        </Typography>
        <Typography sx={{ fontSize: 'inherit' }}>{t('tvApp.tv.stepScan')}</Typography>
        <Typography sx={{ fontSize: 'inherit' }}>
          {t('tvApp.tv.stepType', { address: pairing.verification_uri })}
        </Typography>
        <Typography
          data-testid="tv-user-code"
          aria-label={t('tvApp.tv.codeLabel', { code: pairing.user_code.split('').join(' ') })}
          dir="ltr"
          sx={{
            // As wide as the code, on the page's starting side (right in Hebrew).
            alignSelf: 'flex-start',
            fontFamily: 'monospace',
            fontWeight: 700,
            fontSize: { xs: '3rem', md: '6rem' },
            letterSpacing: '0.2em',
            lineHeight: 1.1,
          }}
        >
          {pairing.user_code}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 'inherit' }} role="status">
          {t('tvApp.tv.waiting')}
        </Typography>
      </Stack>
      <TicketQrCode code={pairing.verification_uri_complete} size={280} label={t('tvApp.tv.qrLabel')} />
    </Stack>
  );
}
