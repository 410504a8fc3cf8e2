import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { REPORT_REASON_MAX_LENGTH } from '@screener/contracts/chat-room';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResult } from '../use-chat-room';
import '../../../i18n/chat-room/chat-room-texts';
import { quotedMessageSx } from '../../../ui/quoted-message-sx';

/**
 * Asks before a message is reported: shows the message, takes an optional reason, and tells what
 * the moderators will see. Closing gives the focus back to the message's Report button.
 */
export function ReportMessageDialog({
  report,
  onReport,
  onClose,
}: {
  /** The message to report and its sender's name; null when closed. */
  report: { text: string; name: string } | null;
  onReport: (reason: string) => Promise<ChatResult>;
  onClose: (reported: boolean) => void;
}) {
  const { t } = useTranslation('chat-room');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = (reported: boolean) => {
    setReason('');
    setError(null);
    onClose(reported);
  };
  return (
    <Dialog
      open={report !== null}
      onClose={() => close(false)}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {t('chatRoom.reportMessage.title', { name: report?.name ?? '' })}
      </DialogTitle>
      <Box
        component="form"
        onSubmit={async (event) => {
          event.preventDefault();
          setSending(true);
          const result = await onReport(reason.trim());
          setSending(false);
          if (result.ok) close(true);
          else setError(result.text);
        }}
      >
        <DialogContent>
          <Box component="blockquote" dir="auto" sx={quotedMessageSx}>
            {report?.text || t('chatRoom.reportMessage.picture')}
          </Box>
          <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('chatRoom.reportMessage.text')}</DialogContentText>
          <TextField
            label={t('chatRoom.profile.reportReason')}
            multiline
            minRows={2}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX_LENGTH } }}
          />
          {error ? (
            <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('chatRoom.cancel')}</Button>
          <Button type="submit" color="warning" variant="contained" loading={sending}>
            {t('chatRoom.reportMessage.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
