import Typography from '@mui/material/Typography';
import type { ChatRoomOverview } from '@screener/contracts/chat-room';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/session-store';
import { useRegisterChatMember } from '../api';
import { ProfileForm } from './profile-form';
import '../../../i18n/chat-room/chat-room-texts';

/** Registration in the drawer: a name, a bio and a picture; the address is the account's. */
export function ChatRegistration({ overview }: { overview: ChatRoomOverview }) {
  const { t } = useTranslation('chat-room');
  const consumer = useSession()?.consumer ?? null;
  const register = useRegisterChatMember(overview.chat_room_id);
  return (
    <>
      <Typography sx={{ marginBlockEnd: 1 }}>{t('chatRoom.register.intro')}</Typography>
      <ProfileForm
        initial={{ name: (consumer?.name ?? '').slice(0, 30), bio: '' }}
        currentImage={null}
        imageRequired
        submitLabel={t('chatRoom.register.submit')}
        onSubmit={(profile, image) =>
          register.mutateAsync({
            ...profile,
            email: consumer?.email ?? '',
            profile_image: image ?? '',
            chat_room_id: overview.chat_room_id,
          })
        }
      />
    </>
  );
}
