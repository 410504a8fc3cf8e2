import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { saveFile } from '../../../api/file-request';
import { notify } from '../../../ui/notifications';
import { fetchTicketPdf } from '../api';

/** Downloads the booking's ticket as an A4 PDF, made on the server. */
export function DownloadTicketButton({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchTicketPdf(bookingId), `ticket-${bookingId}.pdf`);
    } catch (error) {
      notify(errorText(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} loading={busy} onClick={() => void download()}>
      {t('dashboard.bookings.download')}
    </Button>
  );
}
