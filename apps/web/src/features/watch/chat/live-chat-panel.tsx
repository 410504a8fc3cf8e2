import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { translateRefusal } from '@screener/contracts/errors';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/session-store';
import { currentLanguage } from '../../../i18n/i18n';
import { LIVE_CHAT_BOX_SX } from './live-chat-box';
import { isFollowing, isOwnMessage, shouldLoadOlder } from './live-chat-history';
import { LiveChatMessage } from './live-chat-message';
import { LiveChatSendBox } from './live-chat-send-box';
import { type LiveChat, useLiveChat } from './use-live-chat';

/** The live chat beside the stage (spec part 2 §4.1, §7.5); a new event starts a new chat. */
export function LiveChatPanel({ screenerId }: { screenerId: number }) {
  return <LiveChatPanelFor key={screenerId} screenerId={screenerId} />;
}

function LiveChatPanelFor({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const chat = useLiveChat(screenerId);
  const ownUuid = useSession()?.consumer?.uuid ?? null;
  const { messages, hasOlder } = chat.history;
  const log = useScrolledLog(chat);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...LIVE_CHAT_BOX_SX,
        padding: 1.5,
      }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('liveChat.title')}
      </Typography>
      <ChatStatus chat={chat} />
      <Box
        ref={log.ref}
        onScroll={log.onScroll}
        role="log"
        aria-live="polite"
        aria-labelledby={titleId}
        aria-busy={chat.loadingOlder}
        // Focusable, so that the keyboard can scroll back through the chat.
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          paddingBlock: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {chat.loadingOlder ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }} role="status">
            <CircularProgress size={20} aria-label={t('liveChat.loadingOlder')} />
          </Box>
        ) : null}
        {chat.status === 'joined' && messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ margin: 'auto', textAlign: 'center' }}>
            {t('liveChat.empty')}
          </Typography>
        ) : null}
        {!hasOlder && messages.length > 0 ? (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('liveChat.start')}
          </Typography>
        ) : null}
        {messages.map((message) => (
          <LiveChatMessage key={message.key} message={message} own={isOwnMessage(message, ownUuid)} />
        ))}
      </Box>
      <LiveChatSendBox disabled={chat.status !== 'joined'} onSend={chat.send} />
    </Paper>
  );
}

function ChatStatus({ chat }: { chat: LiveChat }) {
  const { t } = useTranslation();
  switch (chat.status) {
    case 'connecting':
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingBlock: 1 }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{t('liveChat.connecting')}</Typography>
        </Box>
      );
    case 'offline':
      return (
        <Alert severity="warning" role="status" sx={{ marginBlock: 1 }}>
          {t('liveChat.offline')}
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" sx={{ marginBlock: 1 }}>
          {chat.refusal ? translateRefusal(chat.refusal, currentLanguage()) : t('liveChat.unavailable')}
        </Alert>
      );
    case 'joined':
      return null;
  }
}

/**
 * Keeps the chat's scroll where the viewer expects it: on the newest message while they read the
 * newest, still when older messages arrive above, and asks for older ones near the top.
 */
function useScrolledLog(chat: LiveChat) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastHeight = useRef(0);
  const firstKey = useRef<number | null>(null);
  const { messages, hasOlder } = chat.history;
  const { loadingOlder, loadOlder } = chat;

  const checkTop = useCallback(() => {
    const box = ref.current;
    if (box && shouldLoadOlder({ scrollTop: box.scrollTop, hasOlder, loading: loadingOlder })) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  // Only a change of the messages moves the scroll; `checkTop` is used as that render has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `checkTop` alone must not scroll
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const oldest = messages[0]?.key ?? null;
    const olderArrived = firstKey.current !== null && oldest !== null && oldest < firstKey.current;
    if (following.current) box.scrollTop = box.scrollHeight;
    else if (olderArrived) box.scrollTop += box.scrollHeight - lastHeight.current;
    firstKey.current = oldest;
    lastHeight.current = box.scrollHeight;
    // A chat too short to scroll is already at its top: keep loading until it fills or ends.
    checkTop();
  }, [messages]);

  const onScroll = () => {
    const box = ref.current;
    if (!box) return;
    following.current = isFollowing(box);
    lastHeight.current = box.scrollHeight;
    checkTop();
  };

  return { ref, onScroll };
}
