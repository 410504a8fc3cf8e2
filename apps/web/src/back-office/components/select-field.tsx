import MenuItem from '@mui/material/MenuItem';
import TextField, { type StandardTextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** One choice of a `SelectField`: the value it stands for and what the reader sees. */
export type SelectOption = { value: string | number; label: ReactNode };

/** A text field that picks one of its options (a form's field or a list's filter), each an item of its menu. */
export function SelectField({
  options,
  ...field
}: Omit<StandardTextFieldProps, 'select' | 'children' | 'variant'> & { options: readonly SelectOption[] }) {
  return (
    <TextField {...field} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
