import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZVerifyShortCodeRequest } from '@screener/contracts/devices';
import { routePath } from '@screener/contracts/routes';
import { SHORT_CODE_LENGTH } from '@screener/contracts/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useDenyShortCode, useVerifyShortCode } from '../api';
import '../../../i18n/tv/tv-texts';

type Outcome = 'added' | 'denied' | null;

/**
 * device.verify: the RFC 8628 verification page a phone opens from the TV's QR code (signed in
 * first by the route's guard). The code comes filled in; the viewer pairs the TV or turns it away.
 */
export function DeviceVerifyPage() {
  const { t } = useTranslation('tv');
  const [query] = useSearchParams();
  const [code, setCode] = useState(() =>
    (query.get('user_code') ?? '').toUpperCase().slice(0, SHORT_CODE_LENGTH),
  );
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const verify = useVerifyShortCode();
  const deny = useDenyShortCode();
  const fieldErrorText = useFieldErrorText();
  const failure = verify.error ?? deny.error;
  const busy = verify.isPending || deny.isPending;
  useDocumentTitle(t('tvApp.verifyTitle'));

  const checked = (): string | null => {
    const parsed = ZVerifyShortCodeRequest.safeParse({ short_code: code });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data.short_code : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shortCode = checked();
    if (shortCode) verify.mutate(shortCode, { onSuccess: () => setOutcome('added') });
  };
  const turnAway = () => {
    const shortCode = checked();
    if (shortCode) deny.mutate(shortCode, { onSuccess: () => setOutcome('denied') });
  };

  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('tvApp.verifyTitle')}
      </Typography>
      {outcome ? (
        <Stack spacing={2} role="status">
          <Alert severity={outcome === 'added' ? 'success' : 'info'}>
            {outcome === 'added' ? t('tvApp.addedOnPhone') : t('tvApp.deniedOnPhone')}
          </Alert>
          <Button component={Link} to={routePath('user.dashboard', {}, { tab: 'tvApp' })} variant="outlined">
            {t('tvApp.toTab')}
          </Button>
        </Stack>
      ) : (
        <FormShell onSubmit={submit} busy={busy} error={failure ? errorText(failure, t) : null}>
          <Typography color="text.secondary">{t('tvApp.verifyHint')}</Typography>
          <TextField
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            label={t('tvApp.code')}
            required
            error={fieldError !== undefined}
            helperText={fieldErrorText(fieldError)}
            slotProps={{
              htmlInput: {
                maxLength: SHORT_CODE_LENGTH,
                autoCapitalize: 'characters',
                autoComplete: 'off',
                spellCheck: false,
                dir: 'ltr',
                style: { letterSpacing: '0.3em', fontFamily: 'monospace', fontSize: '1.5rem' },
              },
            }}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('tvApp.pairThisTv')}
            </Button>
            <Button onClick={turnAway} disabled={busy}>
              {t('tvApp.notMyTv')}
            </Button>
          </Stack>
        </FormShell>
      )}
    </Container>
  );
}
