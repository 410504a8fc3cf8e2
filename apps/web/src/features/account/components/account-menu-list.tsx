import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { profilePath, viewerDashboardPath } from '../account-paths';

/** The My Account menu's entries, loaded the first time the menu opens (account-menu.tsx). */
export function AccountMenuList({
  id,
  anchor,
  anonymous,
  onClose,
  onChoose,
  onLogout,
}: {
  id: string;
  anchor: HTMLElement | null;
  anonymous: boolean;
  onClose: () => void;
  onChoose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to={viewerDashboardPath()} onClick={onChoose}>
        {t('account.dashboard')}
      </MenuItem>
      {anonymous ? null : (
        <MenuItem component={RouterLink} to={profilePath()} onClick={onChoose}>
          {t('account.myProfile')}
        </MenuItem>
      )}
      <MenuItem onClick={onLogout}>{t('account.logout')}</MenuItem>
    </Menu>
  );
}
