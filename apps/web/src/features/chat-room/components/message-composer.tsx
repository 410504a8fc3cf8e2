import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_MESSAGE_IMAGE, CHAT_MESSAGE_MAX_LENGTH } from '@screener/contracts/chat-room';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResult } from '../use-chat-room';
import '../../../i18n/chat-room/chat-room-texts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The text box under a conversation: Enter sends, Shift+Enter starts a new line; empty text is not
 * sent. The picture button sends a JPEG, PNG or WebP under 2 MB (the server checks it again).
 */
export function MessageComposer({
  label,
  onSend,
  onSendImage,
}: {
  label: string;
  onSend: (text: string) => Promise<ChatResult>;
  onSendImage: (image: string) => Promise<ChatResult>;
}) {
  const { t } = useTranslation('chat-room');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const sendImage = async (file: File | undefined) => {
    if (!file || sending) return;
    if (
      !(CHAT_MESSAGE_IMAGE.types as readonly string[]).includes(file.type) ||
      file.size >= CHAT_MESSAGE_IMAGE.maxBytes
    ) {
      setError(t('chatRoom.imageInvalid'));
      return;
    }
    setSending(true);
    let result: ChatResult;
    try {
      result = await onSendImage(await readAsDataUrl(file));
    } catch {
      result = { ok: false, text: t('chatRoom.imageInvalid'), code: null };
    }
    setSending(false);
    setError(result.ok ? null : result.text);
  };

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
        <input
          ref={picker}
          type="file"
          accept={CHAT_MESSAGE_IMAGE.types.join(',')}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => {
            void sendImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <IconButton
          aria-label={t('chatRoom.attachImage')}
          disabled={sending}
          onClick={() => picker.current?.click()}
        >
          <AddPhotoIcon />
        </IconButton>
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
