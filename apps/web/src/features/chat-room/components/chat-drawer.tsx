import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ChatMember, ChatRoomOverview } from '@screener/contracts/chat-room';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { chatRoomKeys, useUpdateChatProfile } from '../api';
import { useChatRoom } from '../use-chat-room';
import { MemberList } from './member-list';
import { MemberProfile } from './member-profile';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PrivateConversation } from './private-conversation';
import { ProfileForm } from './profile-form';
import { RecentChats } from './recent-chats';
import '../../../i18n/chat-room/chat-room-texts';

type View = { kind: 'tabs' } | { kind: 'profile'; member: ChatMember } | { kind: 'chat'; member: ChatMember };
type TabName = 'room' | 'members' | 'chats' | 'profile';
/** Four tabs fit a phone's width. */
const TAB_SX = { minInlineSize: 0, paddingInline: 1 } as const;

/** The chat drawer of a registered member (spec part 2 §2.6): room, members, chats, profile. */
export function ChatDrawerContent({
  overview,
  onClose,
}: {
  overview: ChatRoomOverview;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat-room');
  const headingId = useId();
  const { state, status, refusal, actions } = useChatRoom(overview.chat_room_id);
  const [tab, setTab] = useState<TabName>('room');
  const [view, setView] = useState<View>({ kind: 'tabs' });
  const [alert, setAlert] = useState<string | null>(null);
  const me = state.me;
  const update = useUpdateChatProfile(overview.chat_room_id, me?.id ?? overview.me?.id ?? 0);
  const queryClient = useQueryClient();
  // The stat cards count this member online from now on.
  useEffect(() => {
    if (status === 'joined') void queryClient.invalidateQueries({ queryKey: chatRoomKeys.all });
  }, [status, queryClient]);
  const unread = Object.values(state.chats).reduce((sum, chat) => sum + chat.unread, 0);

  const openProfile = async (member: ChatMember) => {
    const result = await actions.profile(member.id);
    if (result.ok) {
      setAlert(null);
      setView({ kind: 'profile', member: result.member });
    } else {
      setAlert(result.text);
    }
  };
  const openChat = (memberId: number) => {
    const member = state.members[memberId];
    if (member) setView({ kind: 'chat', member });
  };

  const title =
    view.kind === 'tabs' ? overview.title : view.kind === 'profile' ? view.member.name : view.member.name;
  return (
    <Stack
      sx={{ blockSize: '100%', padding: 2, gap: 1, minInlineSize: 0 }}
      aria-labelledby={headingId}
      role="region"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {view.kind === 'tabs' ? null : (
          <IconButton aria-label={t('chatRoom.back')} onClick={() => setView({ kind: 'tabs' })}>
            <ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
        )}
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minInlineSize: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('chatRoom.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {state.banned ? <Alert severity="error">{t('chatRoom.bannedNotice')}</Alert> : null}
      {status === 'refused' ? <Alert severity="error">{refusal}</Alert> : null}
      {alert ? (
        <Alert severity="warning" role="alert" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
      {status === 'connecting' || !me ? (
        status === 'refused' ? null : (
          <InlineSpinner label={t('chatRoom.connecting')} />
        )
      ) : state.banned ? null : view.kind === 'profile' ? (
        <MemberProfile
          member={view.member}
          actions={actions}
          onMessage={() => setView({ kind: 'chat', member: view.member })}
          onClose={() => setView({ kind: 'tabs' })}
        />
      ) : view.kind === 'chat' ? (
        <PrivateConversation state={state} other={view.member} actions={actions} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, next: TabName) => setTab(next)}
            variant="fullWidth"
            aria-label={t('chatRoom.sections')}
          >
            <Tab value="room" sx={TAB_SX} label={t('chatRoom.tabs.room')} />
            <Tab value="members" sx={TAB_SX} label={t('chatRoom.tabs.members')} />
            <Tab
              value="chats"
              sx={TAB_SX}
              label={
                <Badge badgeContent={unread} color="primary">
                  <Box component="span" sx={{ paddingInlineEnd: unread ? 1.5 : 0 }}>
                    {t('chatRoom.tabs.chats')}
                  </Box>
                </Badge>
              }
            />
            <Tab value="profile" sx={TAB_SX} label={t('chatRoom.tabs.profile')} />
          </Tabs>
          <Box sx={{ flex: 1, minBlockSize: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
            {tab === 'room' ? (
              <>
                <MessageList
                  label={t('chatRoom.roomMessages')}
                  messages={state.messages}
                  members={state.members}
                  meId={me.id}
                  onEdit={actions.edit}
                  onRemove={actions.remove}
                  onReact={actions.react}
                  onReport={(message, reason) =>
                    actions.reportMessage(message.sender_id, { id: message.id, kind: 'room' }, reason)
                  }
                />
                <MessageComposer
                  label={t('chatRoom.composer')}
                  onSend={actions.send}
                  onSendImage={actions.sendImage}
                />
              </>
            ) : null}
            {tab === 'members' ? (
              <MemberList state={state} actions={actions} onOpen={(member) => void openProfile(member)} />
            ) : null}
            {tab === 'chats' ? <RecentChats state={state} onOpen={openChat} /> : null}
            {tab === 'profile' ? (
              <ProfileForm
                initial={{ name: me.name, bio: me.bio }}
                currentImage={me.profile_image}
                imageRequired={false}
                submitLabel={t('chatRoom.profile.save')}
                onSubmit={(profile, image) =>
                  update.mutateAsync({ ...profile, ...(image ? { profile_image: image } : {}) })
                }
              />
            ) : null}
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The drawer itself: from the end side, full width on phones. */
export function ChatDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { inlineSize: 'min(440px, 100vw)' } } }}
    >
      {children}
    </Drawer>
  );
}
