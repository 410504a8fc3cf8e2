import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import type { LanguageCode } from '@screener/contracts/language';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { saveLanguage } from '../../i18n/language-preference';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages';
import { LazyPopup } from '../lazy-popup';

const LanguageMenuList = lazy(async () => ({
  default: (await import('./language-menu-list')).LanguageMenuList,
}));

/**
 * Hebrew, English, Spanish, Italian, or those of them the site offers; the choice is remembered
 * and applies at once.
 */
export function LanguageMenu({ offered }: { offered?: readonly LanguageCode[] }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const active = currentLanguage();
  const open = anchor !== null;

  const choose = (language: LanguageCode) => {
    saveLanguage(language);
    void i18n.changeLanguage(language);
    setAnchor(null);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<TranslateIcon aria-hidden />}
        // The accessible name keeps the visible language name in it and says what the button is for.
        aria-label={t('language.current', { language: LANGUAGE_ENDONYMS[active] })}
        title={t('language.change')}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {LANGUAGE_ENDONYMS[active]}
      </Button>
      <LazyPopup open={open}>
        <LanguageMenuList
          id={menuId}
          anchor={anchor}
          labelledBy={buttonId}
          active={active}
          offered={offered}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      </LazyPopup>
    </>
  );
}
