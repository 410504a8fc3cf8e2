import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type ReactNode, useId } from 'react';

/** A labelled on/off switch of the event editor, with an optional line that explains it. */
export function EventSwitch({
  checked,
  onChange,
  label,
  hint,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(change) => onChange(change.target.checked)}
            slotProps={{ input: { 'aria-describedby': hint ? hintId : undefined } }}
          />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0, mx: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </div>
  );
}
