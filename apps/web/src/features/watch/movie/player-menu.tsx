import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';

export type MenuOption = { value: string; label: string };

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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={option.value === value}
            selected={option.value === value}
            onClick={() => {
              setAnchor(null);
              onChoose(option.value);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
