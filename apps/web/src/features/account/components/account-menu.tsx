import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnonymousMode, type StoredSession } from '../../../api/session-store';
import { LazyPopup } from '../../../ui/lazy-popup';
import { useLogout } from '../use-logout';

const AccountMenuList = lazy(async () => ({
  default: (await import('./account-menu-list')).AccountMenuList,
}));

/**
 * The signed-in viewer's My Account menu: avatar with name or email, Dashboard, My Profile (not
 * for link and preview viewers, who get the anonymous-mode chip instead) and Logout.
 */
export function AccountMenu({
  session,
  fullWidth,
  onChoose,
}: {
  session: StoredSession;
  fullWidth?: boolean;
  /** Runs after an entry is chosen, once the menu has closed. */
  onChoose?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const anonymous = isAnonymousMode(session);
  const label = session.consumer?.name || session.consumer?.email || t('account.myAccount');
  const close = () => setAnchor(null);
  const choose = () => {
    close();
    onChoose?.();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, inlineSize: fullWidth ? '100%' : undefined }}>
      {anonymous ? (
        <Tooltip title={t('account.anonymousModeTip')}>
          <Chip size="small" label={t('account.anonymousMode')} tabIndex={0} />
        </Tooltip>
      ) : null}
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('account.myAccountOf', { name: label })}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          // The initial is drawn by CSS, so the button's visible text is the name alone and its
          // accessible name begins with what it shows (WCAG 2.5.3, label in name).
          <Avatar aria-hidden="true" sx={{ inlineSize: 28, blockSize: 28, fontSize: 14 }}>
            <Box
              component="span"
              data-initial={label.charAt(0).toUpperCase()}
              sx={{ '&::before': { content: 'attr(data-initial)' } }}
            />
          </Avatar>
        }
        sx={{ textTransform: 'none', maxInlineSize: 220 }}
        fullWidth={fullWidth ?? false}
      >
        <Box
          component="span"
          dir="auto"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label}
        </Box>
      </Button>
      <LazyPopup open={anchor !== null}>
        <AccountMenuList
          id={menuId}
          anchor={anchor}
          anonymous={anonymous}
          onClose={close}
          onChoose={choose}
          onLogout={() => {
            choose();
            void logout();
          }}
        />
      </LazyPopup>
    </Box>
  );
}
