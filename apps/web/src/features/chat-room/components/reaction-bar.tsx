import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  CHAT_REACTION_EMOJI,
  CHAT_REACTIONS,
  type ChatReaction,
  type Reactions,
} from '@screener/contracts/chat-room';
import { useTranslation } from 'react-i18next';
import '../../../i18n/chat-room/chat-room-texts';

/**
 * The six reactions under a message: each a toggle button saying how many reacted and whether
 * the member did (pressed); pressing again removes the member's reaction.
 */
export function ReactionBar({
  reactions,
  memberId,
  onReact,
}: {
  reactions: Reactions;
  memberId: number;
  onReact: (reaction: ChatReaction) => void;
}) {
  const { t } = useTranslation('chat-room');
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      aria-label={t('chatRoom.reactions.label')}
      sx={{ flexWrap: 'wrap' }}
    >
      {CHAT_REACTIONS.map((reaction) => {
        const who = reactions[reaction] ?? [];
        const pressed = who.includes(memberId);
        return (
          <Button
            key={reaction}
            size="small"
            variant={pressed ? 'contained' : 'text'}
            aria-pressed={pressed}
            aria-label={t('chatRoom.reactions.button', {
              reaction: t(`chatRoom.reactions.${reaction}`),
              count: who.length,
            })}
            onClick={() => onReact(reaction)}
            sx={{ minInlineSize: 0, paddingInline: 0.75, lineHeight: 1.4 }}
          >
            <span aria-hidden="true">{CHAT_REACTION_EMOJI[reaction]}</span>
            {who.length > 0 ? <span aria-hidden="true">&nbsp;{who.length}</span> : null}
          </Button>
        );
      })}
    </Stack>
  );
}
