import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Fab from '@mui/material/Fab';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../../i18n/i18n';

// Fetched when the button is first pressed: no page needs the form before that.
const SupportDialog = lazy(async () => ({
  default: (await withTexts(import('./support-dialog'))).SupportDialog,
}));

/** Phone widths, where the labelled button would cover a good part of the page's own buttons. */
const PHONE_QUERY = '(max-width:599px)';

/** The floating "Leave a message" button on every page of a company site; a round icon on phones. */
export function SupportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so that closing it still plays the dialog's exit transition.
  const [opened, setOpened] = useState(false);
  const compact = useMediaQuery(PHONE_QUERY);
  const label = t('support.leaveMessage');
  return (
    <>
      <Fab
        variant={compact ? 'circular' : 'extended'}
        color="primary"
        aria-haspopup="dialog"
        // The icon-only button keeps its name for screen readers.
        aria-label={compact ? label : undefined}
        // The browser's own hint on hover: MUI's Tooltip would put it and Popper (10 KB) in
        // every first page.
        title={compact ? label : undefined}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        sx={{
          position: 'fixed',
          insetBlockEnd: compact ? 16 : 24,
          insetInlineEnd: compact ? 16 : 24,
          zIndex: (theme) => theme.zIndex.speedDial,
          gap: 1,
        }}
      >
        <ChatBubbleOutlineIcon aria-hidden />
        {compact ? null : label}
      </Fab>
      {opened ? (
        <Suspense fallback={null}>
          <SupportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
