import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatMember } from '@screener/contracts/chat-room';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatRoomState, visibleMembers } from '../chat-room-state';
import '../chat-room-texts';

/** The room's members, online first, with a search by name; choosing one opens the profile. */
export function MemberList({
  state,
  onOpen,
}: {
  state: ChatRoomState;
  onOpen: (member: ChatMember) => void;
}) {
  const { t } = useTranslation('chat-room');
  const [search, setSearch] = useState('');
  const members = visibleMembers(state, search);
  return (
    <>
      <TextField
        type="search"
        size="small"
        label={t('chatRoom.members.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ marginBlock: 1 }}
        fullWidth
      />
      {members.length === 0 ? (
        <Typography color="text.secondary" sx={{ padding: 2 }}>
          {search ? t('chatRoom.members.noMatch') : t('chatRoom.members.empty')}
        </Typography>
      ) : (
        <List aria-label={t('chatRoom.members.title')} dense>
          {members.map((member) => (
            <ListItemButton key={member.id} onClick={() => onOpen(member)}>
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  variant="dot"
                  color={member.online ? 'success' : 'default'}
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                >
                  <Avatar src={member.profile_image ?? undefined} alt="" />
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={member.name}
                secondary={
                  member.online
                    ? t('chatRoom.members.online')
                    : member.last_seen
                      ? t('chatRoom.members.lastSeen', { time: member.last_seen.slice(0, 16) })
                      : t('chatRoom.members.offline')
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
