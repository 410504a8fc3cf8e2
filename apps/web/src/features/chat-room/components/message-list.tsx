import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatMember, ChatReaction, Reactions } from '@screener/contracts/chat-room';
import { CHAT_MESSAGE_MAX_LENGTH } from '@screener/contracts/chat-room';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import type { ChatResult } from '../use-chat-room';
import { ReactionBar } from './reaction-bar';
import { ReportMessageDialog } from './report-message-dialog';
import '../../../i18n/chat-room/chat-room-texts';

export type ListedMessage = {
  id: number;
  sender_id: number;
  text: string;
  message_type: 'text' | 'image';
  media_url: string | null;
  edited: boolean;
  reactions: Reactions;
  timestamp: string;
};

type Props = {
  label: string;
  messages: readonly ListedMessage[];
  members: Record<number, ChatMember>;
  /** The member's own messages alone can be edited and deleted here; moderation is the back-office's. */
  meId: number;
  onEdit: (id: number, text: string) => Promise<ChatResult>;
  onRemove: (id: number) => Promise<ChatResult>;
  onReact: (id: number, reaction: ChatReaction) => Promise<ChatResult>;
  /** Reports another member's message to the moderators. */
  onReport: (message: ListedMessage, reason: string) => Promise<ChatResult>;
};

/**
 * A conversation, oldest first. Texts are plain text (React never reads them as HTML). A new
 * message from someone else is announced politely to screen readers; the list keeps to its end.
 */
export function MessageList({ label, messages, members, meId, onEdit, onRemove, onReact, onReport }: Props) {
  const { t } = useTranslation('chat-room');
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ListedMessage | null>(null);
  /** Said politely once a report is sent, and shown until the next one. */
  const [reported, setReported] = useState('');
  const lastId = useRef<number | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const latest = messages.at(-1);
  useEffect(() => {
    if (!latest) return;
    if (lastId.current !== null && latest.id > lastId.current && latest.sender_id !== meId) {
      setAnnouncement(
        t('chatRoom.announce', {
          name: members[latest.sender_id]?.name ?? t('chatRoom.someone'),
          text: latest.text || t('chatRoom.imageAnnounced'),
        }),
      );
    }
    lastId.current = latest.id;
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [latest, meId, members, t]);

  const run = async (action: Promise<ChatResult>) => {
    const result = await action;
    setError(result.ok ? null : result.text);
    return result.ok;
  };

  const nameOf = (message: ListedMessage) =>
    message.sender_id === meId
      ? t('chatRoom.you')
      : (members[message.sender_id]?.name ?? t('chatRoom.someone'));

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', minBlockSize: 0 }}>
      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="success.main"
        sx={reported ? { paddingBlock: 1 } : visuallyHidden}
      >
        {reported}
      </Typography>
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ paddingBlock: 1 }}>
          {error}
        </Typography>
      ) : null}
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ padding: 2 }}>
          {t('chatRoom.noMessages')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          aria-label={label}
          spacing={1.5}
          sx={{ listStyle: 'none', margin: 0, padding: 1 }}
        >
          {messages.map((message) => {
            const mine = message.sender_id === meId;
            const sender = members[message.sender_id];
            return (
              <Box
                component="li"
                key={message.id}
                sx={{
                  alignSelf: mine ? 'flex-end' : 'flex-start',
                  maxInlineSize: '85%',
                  backgroundColor: mine ? 'action.selected' : 'action.hover',
                  borderRadius: 2,
                  paddingInline: 1.5,
                  paddingBlock: 1,
                }}
              >
                <Typography variant="caption" component="p" color="text.secondary">
                  {mine ? t('chatRoom.you') : (sender?.name ?? t('chatRoom.someone'))} ·{' '}
                  <time dateTime={message.timestamp.replace(' ', 'T')}>
                    {message.timestamp.slice(11, 16)}
                  </time>
                  {message.edited ? ` · ${t('chatRoom.edited')}` : ''}
                </Typography>
                {editing?.id === message.id ? (
                  <Stack
                    component="form"
                    spacing={1}
                    onSubmit={(event) => {
                      event.preventDefault();
                      const text = editing.text.trim();
                      if (!text) return;
                      void run(onEdit(message.id, text)).then((ok) => ok && setEditing(null));
                    }}
                  >
                    <TextField
                      size="small"
                      multiline
                      autoFocus
                      label={t('chatRoom.editLabel')}
                      value={editing.text}
                      onChange={(event) => setEditing({ id: message.id, text: event.target.value })}
                      slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
                    />
                    <Stack direction="row" spacing={1}>
                      <Button type="submit" size="small" variant="contained">
                        {t('chatRoom.save')}
                      </Button>
                      <Button size="small" onClick={() => setEditing(null)}>
                        {t('chatRoom.cancel')}
                      </Button>
                    </Stack>
                  </Stack>
                ) : (
                  <>
                    {message.message_type === 'image' && message.media_url ? (
                      <Box
                        component="img"
                        src={message.media_url}
                        alt={t('chatRoom.imageAlt', {
                          name: mine ? t('chatRoom.you') : (sender?.name ?? t('chatRoom.someone')),
                        })}
                        loading="lazy"
                        sx={{ display: 'block', maxInlineSize: '100%', maxBlockSize: 240, borderRadius: 1 }}
                      />
                    ) : null}
                    {message.text ? (
                      <Typography
                        variant="body2"
                        dir="auto"
                        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      >
                        {message.text}
                      </Typography>
                    ) : null}
                  </>
                )}
                <ReactionBar
                  reactions={message.reactions}
                  memberId={meId}
                  onReact={(reaction) => void run(onReact(message.id, reaction))}
                />
                <Stack direction="row" spacing={1}>
                  {mine ? (
                    <Button size="small" onClick={() => setEditing({ id: message.id, text: message.text })}>
                      {t('chatRoom.edit')}
                    </Button>
                  ) : null}
                  {mine ? (
                    <Button size="small" color="error" onClick={() => void run(onRemove(message.id))}>
                      {t('chatRoom.delete')}
                    </Button>
                  ) : null}
                  {mine ? null : (
                    <Button
                      size="small"
                      color="inherit"
                      aria-haspopup="dialog"
                      aria-label={t('chatRoom.reportMessage.label', { name: nameOf(message) })}
                      onClick={() => setReporting(message)}
                    >
                      {t('chatRoom.reportMessage.button')}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      <div ref={end} />
      <ReportMessageDialog
        report={reporting ? { text: reporting.text, name: nameOf(reporting) } : null}
        onReport={(reason) => (reporting ? onReport(reporting, reason) : Promise.resolve({ ok: true }))}
        onClose={(done) => {
          if (done) setReported(t('chatRoom.reportMessage.done'));
          setReporting(null);
        }}
      />
    </Box>
  );
}
