import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n/i18n';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages';
import { AccountMenuSlot } from './account-menu-slot';
import type { HeaderMenuEntry } from './use-header-menu';

/** The side menu's drawer, loaded the first time it opens (side-menu.tsx). */
export function SideMenuDrawer({
  id,
  open,
  entries,
  onClose,
  onChangeLanguage,
}: {
  id: string;
  open: boolean;
  entries: HeaderMenuEntry[];
  onClose: () => void;
  onChangeLanguage: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id } }}>
      <Box component="nav" aria-label={t('header.mainNavigation')} sx={{ inlineSize: 280 }}>
        {/* A list holds list items only; each link or button sits inside one. */}
        <List>
          <li>
            <ListItemButton component={RouterLink} to={routePath('company.dashboard')} onClick={onClose}>
              <ListItemText primary={t('chrome.home')} />
            </ListItemButton>
          </li>
          {entries.map((entry) => (
            <li key={entry.route}>
              <ListItemButton component={RouterLink} to={entry.to} onClick={onClose}>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
        <Divider />
        <List>
          <li>
            <ListItemButton aria-haspopup="dialog" onClick={onChangeLanguage}>
              <ListItemIcon>
                <TranslateIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t('language.change')} secondary={LANGUAGE_ENDONYMS[currentLanguage()]} />
            </ListItemButton>
          </li>
        </List>
        <Box sx={{ padding: 2 }}>
          <AccountMenuSlot fullWidth onChoose={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
