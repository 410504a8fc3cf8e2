import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_MESSAGE_MAX_LENGTH } from '@screener/contracts/chat-room';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResult } from '../use-chat-room';
import '../chat-room-texts';

/** The text box under a conversation: Enter sends, Shift+Enter starts a new line; empty text is not sent. */
export function MessageComposer({
  label,
  onSend,
}: {
  label: string;
  onSend: (text: string) => Promise<ChatResult>;
}) {
  const { t } = useTranslation('chat-room');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    const result = await onSend(trimmed);
    setSending(false);
    if (result.ok) {
      setText('');
      setError(null);
    } else {
      setError(result.text);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          label={label}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chatRoom.send')}
          disabled={sending || !text.trim()}
        >
          <SendIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </Stack>
    </Stack>
  );
}
