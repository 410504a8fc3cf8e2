import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TICKET_CODE_MAX_LENGTH } from '@screener/contracts/ticket-check-in';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useCurrentCompany } from '../../companies/current-company-context';
import { useCheckInTicket } from '../api';
import { CameraScanner } from '../components/camera-scanner';
import { CheckInResult, type DoorVerdict } from '../components/check-in-result';
import { useApiErrorText } from '../use-api-error-text';

/**
 * Door check-in: a staff member's phone at the entrance. A ticket code scanned with the camera,
 * typed or pasted is checked once; each new code gets a new scan id, so pressing Check again
 * repeats the same scan.
 */
export function DoorPage() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const company = useCurrentCompany();
  useDocumentTitle(t('door.title'));
  const [code, setCode] = useState('');
  const [scanId, setScanId] = useState(() => crypto.randomUUID());
  const [verdict, setVerdict] = useState<DoorVerdict | null>(null);
  const checkIn = useCheckInTicket();

  const onCodeChange = (value: string) => {
    setCode(value);
    setScanId(crypto.randomUUID());
    setVerdict(null);
  };
  const check = (value: string, scan: string) => {
    if (value.trim() === '') return;
    checkIn.mutate(
      { code: value.trim(), scanId: scan },
      {
        onSuccess: (answer) => setVerdict({ kind: 'answer', answer }),
        onError: (error) => setVerdict({ kind: 'refused', reason: apiErrorText(error) }),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check(code, scanId);
  };
  // A code read by the camera is a new scan, checked at once.
  const onScanned = (value: string) => {
    const scan = crypto.randomUUID();
    setCode(value);
    setScanId(scan);
    setVerdict(null);
    check(value, scan);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Typography variant="h4" component="h1">
        {t('door.title')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('door.codeLabel')}
          helperText={t('door.codeHelp')}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          slotProps={{ htmlInput: { maxLength: TICKET_CODE_MAX_LENGTH, dir: 'ltr' } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={code.trim() === '' || checkIn.isPending}
          sx={{ fontSize: 22, paddingBlock: 1.5 }}
        >
          {checkIn.isPending ? t('door.checking') : t('door.check')}
        </Button>
        <CameraScanner onCode={onScanned} />
        {verdict && <CheckInResult verdict={verdict} timezone={company.timezone} />}
        {verdict && (
          <Button variant="outlined" size="large" onClick={() => onCodeChange('')}>
            {t('door.next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
