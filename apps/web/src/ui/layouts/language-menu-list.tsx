import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LanguageCode } from '@screener/contracts/language';
import { LANGUAGE_ENDONYMS, LANGUAGE_MENU_ORDER } from '../../i18n/languages';

/** The header's language menu, loaded the first time it opens (language-menu.tsx). */
export function LanguageMenuList({
  id,
  anchor,
  labelledBy,
  active,
  offered,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  labelledBy: string;
  active: LanguageCode;
  /** The languages the site offers; all of them when it names none. */
  offered?: readonly LanguageCode[];
  onChoose: (language: LanguageCode) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {LANGUAGE_MENU_ORDER.filter((language) => !offered || offered.includes(language)).map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === active}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_ENDONYMS[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
