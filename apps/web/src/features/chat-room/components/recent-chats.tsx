import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type ChatRoomState, recentChats } from '../chat-room-state';
import '../../../i18n/chat-room/chat-room-texts';

/** Recent private chats, the latest first, with the last message and how many are unread. */
export function RecentChats({ state, onOpen }: { state: ChatRoomState; onOpen: (memberId: number) => void }) {
  const { t } = useTranslation('chat-room');
  const chats = recentChats(state);
  if (chats.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ padding: 2 }}>
        {t('chatRoom.chats.empty')}
      </Typography>
    );
  }
  return (
    <List aria-label={t('chatRoom.chats.title')} dense>
      {chats.map((chat) => {
        const other = state.members[chat.other_member_id];
        const pending = !chat.is_approved && chat.requested_by !== state.me?.id;
        return (
          <ListItemButton key={chat.key} onClick={() => onOpen(chat.other_member_id)}>
            <ListItemAvatar>
              <Badge badgeContent={chat.unread} color="primary">
                <Avatar src={other?.profile_image ?? undefined} alt="" />
              </Badge>
            </ListItemAvatar>
            <ListItemText
              primary={
                <>
                  {other?.name ?? t('chatRoom.someone')}
                  {chat.unread > 0 ? (
                    <Typography
                      component="span"
                      sx={{ position: 'absolute', inlineSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
                    >
                      {t('chatRoom.chats.unread', { count: chat.unread })}
                    </Typography>
                  ) : null}
                </>
              }
              secondary={pending ? t('chatRoom.chats.request') : (chat.last_message ?? '')}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
