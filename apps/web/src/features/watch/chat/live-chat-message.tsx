import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiveChatMessage as Message } from '@screener/contracts/watch';
import { useTranslation } from 'react-i18next';
import { messageTime } from './live-chat-history';

/** One chat line: who wrote it (the viewer's own lines say so and sit on the far side), when, and what. */
export function LiveChatMessage({ message, own }: { message: Message; own: boolean }) {
  const { t, i18n } = useTranslation();
  const time = messageTime(message.date, i18n.language);
  return (
    <Box
      sx={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxInlineSize: '85%',
        paddingBlock: 0.75,
        paddingInline: 1.25,
        borderRadius: 2,
        bgcolor: own ? 'primary.main' : 'action.hover',
        color: own ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography
        component="p"
        variant="caption"
        sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', opacity: 0.85 }}
      >
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} dir="auto">
          {own ? t('liveChat.you') : (message.user.name ?? t('liveChat.viewer'))}
        </Box>
        <time dateTime={time.iso} title={time.full}>
          {time.time}
        </time>
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content}
      </Typography>
    </Box>
  );
}
