import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '../../ui/lazy-popup';
import type { HeaderMenuEntry } from './use-header-menu';

const SideMenuDrawer = lazy(async () => ({ default: (await import('./side-menu-drawer')).SideMenuDrawer }));
const ChangeLanguageDialog = lazy(async () => ({
  default: (await import('./change-language-dialog')).ChangeLanguageDialog,
}));

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
      <LazyPopup open={open}>
        <SideMenuDrawer
          id={drawerId}
          open={open}
          entries={entries}
          onClose={close}
          onChangeLanguage={() => {
            close();
            setLanguageOpen(true);
          }}
        />
      </LazyPopup>
      <LazyPopup open={languageOpen}>
        <ChangeLanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      </LazyPopup>
    </>
  );
}
