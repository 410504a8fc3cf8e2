import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export type MenuOption = { value: string; label: string };

/** The open menu of a player menu's choices, loaded the first time one opens. */
export function PlayerMenuList({
  id,
  anchor,
  labelledBy,
  options,
  value,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  labelledBy: string;
  options: readonly MenuOption[];
  value: string;
  onChoose: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: true } }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          role="menuitemradio"
          aria-checked={option.value === value}
          selected={option.value === value}
          onClick={() => {
            onClose();
            onChoose(option.value);
          }}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
