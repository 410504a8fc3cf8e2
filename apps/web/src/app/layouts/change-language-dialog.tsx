import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { LanguageCode } from '@screener/contracts/language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { currentLanguage } from '../../i18n/i18n';
import { saveLanguage } from '../../i18n/language-preference';
import { LANGUAGE_ENDONYMS, LANGUAGE_MENU_ORDER } from '../../i18n/languages';

/** The side menu's language choice: the same languages as the header menu, in a dialog. */
export function ChangeLanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const offered = useCurrentCompany().custom_properties.languages;
  const titleId = useId();
  const active = currentLanguage();

  const choose = (language: LanguageCode) => {
    saveLanguage(language);
    void i18n.changeLanguage(language);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('language.change')}</DialogTitle>
      <List sx={{ paddingBlockStart: 0 }}>
        {/* A list holds list items only; each language's button sits inside one. */}
        {LANGUAGE_MENU_ORDER.filter((language) => !offered || offered.includes(language)).map((language) => (
          <li key={language}>
            <ListItemButton
              lang={language}
              selected={language === active}
              aria-current={language === active ? 'true' : undefined}
              onClick={() => choose(language)}
            >
              <ListItemText primary={LANGUAGE_ENDONYMS[language]} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Dialog>
  );
}
