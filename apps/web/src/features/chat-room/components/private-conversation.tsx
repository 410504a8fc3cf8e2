import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChatMember } from '@screener/contracts/chat-room';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatRoomState, chatKeyWith } from '../chat-room-state';
import type { ChatRoomActions } from '../use-chat-room';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import '../../../i18n/chat-room/chat-room-texts';

/**
 * A private chat (spec part 2 §4.8): the first message waits for the receiver, who approves or
 * rejects it; then both write, edit, delete and react. Opening it marks its messages read.
 */
export function PrivateConversation({
  state,
  other,
  actions,
}: {
  state: ChatRoomState;
  other: ChatMember;
  actions: ChatRoomActions;
}) {
  const { t } = useTranslation('chat-room');
  const [error, setError] = useState<string | null>(null);
  const key = chatKeyWith(state, other.id);
  const chat = key ? state.chats[key] : undefined;
  const messages = key ? (state.privateMessages[key] ?? []) : [];
  const me = state.me;

  const hasUnread = (chat?.unread ?? 0) > 0;
  const { openPrivate, closePrivate } = actions;
  useEffect(() => {
    void openPrivate(other.id).then((result) => setError(result.ok ? null : result.text));
    return closePrivate;
  }, [other.id, openPrivate, closePrivate]);
  // A message that comes in while the chat is open is read at once.
  useEffect(() => {
    if (hasUnread) void openPrivate(other.id);
  }, [hasUnread, other.id, openPrivate]);

  if (!me) return null;
  const waitingForMe = chat && !chat.is_approved && !chat.is_rejected && chat.requested_by === other.id;
  const waitingForThem = chat && !chat.is_approved && !chat.is_rejected && chat.requested_by === me.id;
  const canWrite = !chat || (chat.is_approved && !chat.is_rejected);

  return (
    <Stack spacing={1} sx={{ flex: 1, minBlockSize: 0 }}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <MessageList
        label={t('chatRoom.private.messages', { name: other.name })}
        messages={messages}
        members={state.members}
        meId={me.id}
        onEdit={actions.editPrivate}
        onRemove={actions.removePrivate}
        onReact={actions.reactPrivate}
        onReport={(message, reason) =>
          actions.reportMessage(message.sender_id, { id: message.id, kind: 'private' }, reason)
        }
      />
      {waitingForMe ? (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" onClick={() => void actions.answer(other.id, true)}>
                {t('chatRoom.private.approve')}
              </Button>
              <Button size="small" color="error" onClick={() => void actions.answer(other.id, false)}>
                {t('chatRoom.private.reject')}
              </Button>
            </Stack>
          }
        >
          {t('chatRoom.private.requestFrom', { name: other.name })}
        </Alert>
      ) : null}
      {waitingForThem ? (
        <Alert severity="info">{t('chatRoom.private.waiting', { name: other.name })}</Alert>
      ) : null}
      {chat?.is_rejected ? <Alert severity="warning">{t('chatRoom.private.rejected')}</Alert> : null}
      {canWrite ? (
        <MessageComposer
          label={t('chatRoom.private.composer', { name: other.name })}
          onSend={(text) => actions.sendPrivate(other.id, text)}
          onSendImage={(image) => actions.sendPrivateImage(other.id, image)}
        />
      ) : null}
    </Stack>
  );
}
