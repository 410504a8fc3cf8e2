import Button from '@mui/material/Button';
import { lazy, type ReactNode, useId, useState } from 'react';
import { LazyPopup } from '../../../ui/lazy-popup';

// MUI's menu and modal code loads the first time a menu opens, not before the film's first frame.
const PlayerMenuList = lazy(async () => ({ default: (await import('./player-menu-list')).PlayerMenuList }));

import type { MenuOption } from './player-menu-list';

export type { MenuOption };

/** A button that opens a menu of exclusive choices (resolution, subtitles); the chosen one is checked. */
export function PlayerMenu({
  icon,
  label,
  current,
  options,
  value,
  onChoose,
}: {
  icon: ReactNode;
  /** The menu's name, e.g. "Resolution". */
  label: string;
  /** The button's accessible name with the current choice, e.g. "Resolution: 360p". */
  current: string;
  options: readonly MenuOption[];
  value: string;
  onChoose: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        color="inherit"
        startIcon={icon}
        aria-label={current}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {chosen?.label ?? label}
      </Button>
      <LazyPopup open={open}>
        <PlayerMenuList
          id={menuId}
          anchor={anchor}
          labelledBy={buttonId}
          options={options}
          value={value}
          onChoose={onChoose}
          onClose={() => setAnchor(null)}
        />
      </LazyPopup>
    </>
  );
}
