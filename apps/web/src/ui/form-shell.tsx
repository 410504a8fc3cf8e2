import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

const fieldsetSx = { border: 0, padding: 0, margin: 0 };

export interface FieldsetShellProps {
  /** Disables every field while the call runs. */
  busy: boolean;
  /** The failure that names no field, shown above the fields. */
  error?: string | null;
  /** Fields side by side (a one-field form with its button) instead of one under another. */
  row?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The fields of a form: one borderless fieldset, disabled while submitting, with its alert. */
export function FieldsetShell({ busy, error, row, sx, children }: FieldsetShellProps) {
  return (
    <Stack
      component="fieldset"
      disabled={busy}
      direction={row ? 'row' : 'column'}
      spacing={row ? 1 : 2}
      // Gaps rather than margins, so a row may wrap.
      useFlexGap
      sx={[fieldsetSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      {children}
    </Stack>
  );
}

export interface FormShellProps extends FieldsetShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where the page gives it no heading of its own. */
  label?: string;
}

/** The house form: checks in the browser by the contracts (no native bubbles), fields in a fieldset. */
export function FormShell({ onSubmit, label, ...fieldset }: FormShellProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <FieldsetShell {...fieldset} />
    </form>
  );
}
