import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useSession } from '../../../api/session-store';
import { formatEventTime } from '../../../domain/event/screener-state';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useChatRoomOverview } from '../api';
import { ChatDrawer, ChatDrawerContent } from '../components/chat-drawer';
import { ChatRegistration } from '../components/chat-registration';
import '../../../i18n/chat-room/chat-room-texts';

/**
 * screeners.chatroom.overview (spec part 2 §2.6): the room's hero with its title and premiere, a
 * Join button opening the drawer, and cards counting all, online and offline members.
 */
export function ChatRoomOverviewPage() {
  const { t, i18n } = useTranslation('chat-room');
  const { screener_id: raw = '' } = useParams();
  const [params] = useSearchParams();
  const screenerId = /^\d+$/.test(raw) ? Number(raw) : null;
  const session = useSession();
  const [open, setOpen] = useState(params.get('join') === '1');
  const overview = useChatRoomOverview(screenerId);
  useDocumentTitle(overview.data?.title);

  if (overview.isPending && screenerId !== null) return <InlineSpinner label={t('chatRoom.loading')} />;
  if (!overview.data) {
    return (
      <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
        <Alert severity="error">{overview.error ? errorText(overview.error, t) : t('notFound.title')}</Alert>
      </Container>
    );
  }
  const room = overview.data;
  const stats = [
    { key: 'total', value: room.total },
    { key: 'online', value: room.online },
    { key: 'offline', value: room.offline },
  ] as const;

  return (
    <Box>
      <Box
        component="section"
        aria-labelledby="chat-room-title"
        sx={{
          paddingBlock: { xs: 6, md: 10 },
          paddingInline: 2,
          textAlign: 'center',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.grey[900]})`,
          color: 'common.white',
        }}
      >
        <Typography variant="overline" component="p">
          {t('chatRoom.overview.kicker')}
        </Typography>
        <Typography id="chat-room-title" variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {room.title}
        </Typography>
        {room.premiere_at ? (
          <Typography sx={{ marginBlockStart: 1 }}>
            {t('chatRoom.overview.premiere', { date: formatEventTime(room.premiere_at, i18n.language) })}
          </Typography>
        ) : null}
        <Box sx={{ marginBlockStart: 3 }}>
          {session ? (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<ChatIcon />}
              onClick={() => setOpen(true)}
            >
              {room.me ? t('chatRoom.overview.join') : t('chatRoom.overview.register')}
            </Button>
          ) : (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              component={RouterLink}
              to={routePath('company.login', {}, { redirect: window.location.pathname })}
            >
              {t('chatRoom.overview.login')}
            </Button>
          )}
        </Box>
      </Box>
      <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          aria-label={t('chatRoom.overview.stats')}
          sx={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {stats.map((stat) => (
            <Card component="li" key={stat.key} variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {stat.value}
                </Typography>
                <Typography color="text.secondary">{t(`chatRoom.overview.${stat.key}`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Container>
      <ChatDrawer open={open && session !== null} onClose={() => setOpen(false)}>
        {room.me ? (
          <ChatDrawerContent overview={room} onClose={() => setOpen(false)} />
        ) : (
          <Box sx={{ padding: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('chatRoom.register.title')}
              </Typography>
              <IconButton aria-label={t('chatRoom.close')} onClick={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
            </Stack>
            <ChatRegistration overview={room} />
          </Box>
        )}
      </ChatDrawer>
    </Box>
  );
}
