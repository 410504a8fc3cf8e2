import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportDialog } from './support-dialog';

/** The floating "Leave a message" button on every page of a company site. */
export function SupportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          insetBlockEnd: 24,
          insetInlineEnd: 24,
          zIndex: (theme) => theme.zIndex.speedDial,
          gap: 1,
        }}
      >
        <ChatBubbleOutlineIcon aria-hidden />
        {t('support.leaveMessage')}
      </Fab>
      <SupportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
