import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TICKET_CODE_MAX_LENGTH } from '@screener/contracts/ticket-check-in';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCheckInTicket } from '../api';
import { CameraScanner } from '../components/camera-scanner';
import { CheckInResult, type DoorVerdict } from '../components/check-in-result';
import { playDoorSignal } from '../components/door-signal';
import { useApiErrorText } from '../use-api-error-text';

/**
 * Door check-in: a staff member's phone at the entrance. A ticket's QR code scanned with the
 * camera, or its door code typed, is checked; each verdict is shown in its colour and heard in its
 * sound. A scan id names one check: sent again only when its answer was lost on the way, so a
 * Check pressed after a verdict is a new scan, and a ticket already in says so.
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
        onSuccess: (answer) => {
          // This scan has its answer: pressing Check again is another scan of the ticket.
          setScanId(crypto.randomUUID());
          setVerdict({ kind: 'answer', answer });
          playDoorSignal(answer.result);
        },
        onError: (error) => {
          setVerdict({ kind: 'refused', reason: apiErrorText(error) });
          playDoorSignal('refused');
        },
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
