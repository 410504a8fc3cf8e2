import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { translateRefusal } from '@screener/contracts/errors';
import { LIVE_CHAT_MAX_LENGTH, ZLiveChatContent } from '@screener/contracts/watch';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import type { SendResult } from './use-live-chat';

type Props = { disabled: boolean; onSend: (content: string) => Promise<SendResult> };

/** Where the viewer writes: Enter sends, Shift+Enter starts a new line; empty text is not sent. */
export function LiveChatSendBox({ disabled, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = ZLiveChatContent.safeParse(text);
  const tooLong = text.trim().length > LIVE_CHAT_MAX_LENGTH;
  const error = tooLong ? t('validation.max_length', { length: LIVE_CHAT_MAX_LENGTH }) : failure;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || sending || !parsed.success) return;
    setSending(true);
    setFailure(null);
    const result = await onSend(parsed.data);
    setSending(false);
    if (result.ok) setText('');
    else
      setFailure(
        result.refusal ? translateRefusal(result.refusal, currentLanguage()) : t('liveChat.notSent'),
      );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter while an input method is composing a character belongs to the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, paddingBlockStart: 1 }}
    >
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFailure(null);
        }}
        onKeyDown={onKeyDown}
        label={t('liveChat.messageLabel')}
        placeholder={t('liveChat.placeholder')}
        disabled={disabled}
        error={error !== null}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{error ?? t('liveChat.enterToSend')}</span>
            <span>{t('liveChat.characters', { length: text.trim().length, max: LIVE_CHAT_MAX_LENGTH })}</span>
          </Box>
        }
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('liveChat.send')}
        disabled={disabled || sending || !parsed.success}
        // The arrow points the way the text runs.
        sx={(theme) => ({
          marginBlockStart: 0.5,
          '& svg': theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {},
        })}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
