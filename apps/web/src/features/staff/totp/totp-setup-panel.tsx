import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TicketQrCode } from '../../venues';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new authenticator secret: the QR code an app scans, a link that opens the app on the same
 * phone, and the secret to type where neither works.
 */
export function TotpSetupPanel({ uri, secret }: { uri: string; secret: string }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('totp.scan')}</Typography>
      <TicketQrCode code={uri} size={200} label={t('totp.qrLabel')} />
      <Link href={uri}>{t('totp.openApp')}</Link>
      <Typography>{t('totp.manual')}</Typography>
      <Typography
        component="code"
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all', userSelect: 'all' }}
      >
        {grouped(secret)}
      </Typography>
    </Stack>
  );
}
