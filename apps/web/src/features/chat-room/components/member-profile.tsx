import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChatMember, REPORT_REASON_MAX_LENGTH } from '@screener/contracts/chat-room';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoomActions } from '../use-chat-room';
import '../../../i18n/chat-room/chat-room-texts';

/** Another member's profile: message, block, report (bans are the back-office's chat reports page). */
export function MemberProfile({
  member,
  actions,
  onMessage,
  onClose,
}: {
  member: ChatMember;
  actions: ChatRoomActions;
  onMessage: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat-room');
  const [reason, setReason] = useState('');
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const after = (result: { ok: true } | { ok: false; text: string }, success: string, close = false) => {
    setNote(result.ok ? { severity: 'success', text: success } : { severity: 'error', text: result.text });
    if (result.ok && close) onClose();
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', paddingBlock: 2 }}>
      <Avatar src={member.profile_image ?? undefined} alt="" sx={{ inlineSize: 120, blockSize: 120 }} />
      <Typography variant="h6" component="h3">
        {member.name}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{member.bio}</Typography>
      {note ? (
        <Alert severity={note.severity} role={note.severity === 'error' ? 'alert' : 'status'}>
          {note.text}
        </Alert>
      ) : null}
      <Button variant="contained" onClick={onMessage}>
        {t('chatRoom.profile.message')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button
          color="warning"
          onClick={async () => after(await actions.block(member.id), t('chatRoom.profile.blocked'), true)}
        >
          {t('chatRoom.profile.block')}
        </Button>
        <Button color="warning" onClick={() => setReporting(true)} aria-expanded={reporting}>
          {t('chatRoom.profile.report')}
        </Button>
      </Stack>
      {reporting ? (
        <Stack
          component="form"
          spacing={1}
          sx={{ inlineSize: '100%' }}
          onSubmit={async (event) => {
            event.preventDefault();
            after(await actions.report(member.id, reason.trim()), t('chatRoom.profile.reported'));
            setReporting(false);
          }}
        >
          <TextField
            label={t('chatRoom.profile.reportReason')}
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX_LENGTH } }}
          />
          <Button type="submit" variant="outlined" color="warning">
            {t('chatRoom.profile.sendReport')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
