import MenuIcon from '@mui/icons-material/Menu';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { routePath } from '@screener/contracts/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n/i18n';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages';
import { AccountMenuSlot } from './account-menu-slot';
import { ChangeLanguageDialog } from './change-language-dialog';
import type { HeaderMenuEntry } from './use-header-menu';

/** Small screens: the header's entries in a drawer from the inline end, plus the language dialog. */
export function SideMenu({ entries }: { entries: HeaderMenuEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('chrome.openMenu')}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { id: drawerId } }}>
        <Box component="nav" aria-label={t('header.mainNavigation')} sx={{ inlineSize: 280 }}>
          {/* A list holds list items only; each link or button sits inside one. */}
          <List>
            <li>
              <ListItemButton component={RouterLink} to={routePath('company.dashboard')} onClick={close}>
                <ListItemText primary={t('chrome.home')} />
              </ListItemButton>
            </li>
            {entries.map((entry) => (
              <li key={entry.route}>
                <ListItemButton component={RouterLink} to={entry.to} onClick={close}>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </li>
            ))}
          </List>
          <Divider />
          <List>
            <li>
              <ListItemButton
                aria-haspopup="dialog"
                onClick={() => {
                  close();
                  setLanguageOpen(true);
                }}
              >
                <ListItemIcon>
                  <TranslateIcon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={t('language.change')}
                  secondary={LANGUAGE_ENDONYMS[currentLanguage()]}
                />
              </ListItemButton>
            </li>
          </List>
          <Box sx={{ padding: 2 }}>
            <AccountMenuSlot fullWidth onChoose={close} />
          </Box>
        </Box>
      </Drawer>
      <ChangeLanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </>
  );
}
