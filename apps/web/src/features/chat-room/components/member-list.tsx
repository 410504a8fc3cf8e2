import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatMember, ChatMembersCursor } from '@screener/contracts/chat-room';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { type ChatRoomState, visibleMembers } from '../chat-room-state';
import type { ChatResult, ChatRoomActions } from '../use-chat-room';
import '../../../i18n/chat-room/chat-room-texts';

/** How long the search waits for the member to stop typing before it asks the server. */
const SEARCH_DELAY_MS = 300;

type Search =
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; ids: number[]; next: ChatMembersCursor | null }
  | { status: 'error'; query: string; text: string };

/**
 * The room's members, online first, loaded a page at a time as the list scrolls to its end (or
 * with the More button, for the keyboard); the search asks the server. Choosing one opens the profile.
 */
export function MemberList({
  state,
  actions,
  onOpen,
}: {
  state: ChatRoomState;
  actions: Pick<ChatRoomActions, 'moreMembers' | 'findMembers'>;
  onOpen: (member: ChatMember) => void;
}) {
  const { t } = useTranslation('chat-room');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed === '') {
      setSearch(null);
      return;
    }
    setSearch({ status: 'loading', query: trimmed });
    let current = true;
    const timer = setTimeout(() => {
      void actions.findMembers(trimmed).then((result) => {
        if (!current) return;
        setSearch(
          result.ok
            ? { status: 'done', query: trimmed, ids: result.ids, next: result.next }
            : { status: 'error', query: trimmed, text: result.text },
        );
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, actions.findMembers]);

  const hasMore = search ? search.status === 'done' && search.next !== null : state.membersNext !== null;
  const loadMore = async () => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    let result: ChatResult;
    if (search?.status === 'done' && search.next) {
      const page = await actions.findMembers(search.query, search.next);
      if (page.ok) setSearch({ ...search, ids: [...search.ids, ...page.ids], next: page.next });
      result = page.ok ? { ok: true } : page;
    } else {
      result = await actions.moreMembers();
    }
    setError(result.ok ? null : result.text);
    setLoadingMore(false);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // The next page loads when the end of the list scrolls into view.
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore]);

  const members =
    search === null
      ? visibleMembers(state)
      : search.status === 'done'
        ? visibleMembers(state, search.ids)
        : [];
  return (
    <>
      <TextField
        type="search"
        size="small"
        label={t('chatRoom.members.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ marginBlock: 1 }}
        fullWidth
      />
      {search?.status === 'loading' ? <InlineSpinner label={t('chatRoom.members.searching')} /> : null}
      {search?.status === 'error' ? (
        <Typography role="alert" color="error" variant="body2" sx={{ padding: 1 }}>
          {search.text}
        </Typography>
      ) : null}
      {search?.status === 'loading' || search?.status === 'error' ? null : members.length === 0 &&
        !hasMore ? (
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
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ padding: 1 }}>
          {error}
        </Typography>
      ) : null}
      <div ref={end}>
        {hasMore ? (
          loadingMore ? (
            <InlineSpinner label={t('chatRoom.members.loadingMore')} />
          ) : (
            <Button size="small" onClick={() => void loadMore()} sx={{ marginBlock: 1 }}>
              {t('chatRoom.members.more')}
            </Button>
          )
        ) : null}
      </div>
    </>
  );
}
