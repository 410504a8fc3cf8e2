import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { FieldsetShell } from './form-shell';

/**
 * A dialog that holds one form: full screen on a phone, 500 px wide elsewhere, named by its title.
 * The form goes inside as a `DialogForm`, mounted only while the dialog has something to ask about
 * so each opening starts clean.
 */
export function FormDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose?(): void;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  // MUI's own theme where no provider gives one (a form tested alone), so the query always has breakpoints.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxInlineSize: fullScreen ? undefined : 500 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * What a dialog's form submits with, as `useFormSubmit` gives it: the handler, whether the call
 * runs, and the failure that names no field (left out where failures are shown elsewhere).
 */
export type FormSubmission = {
  submit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  formError?: string | null;
};

/** The form of a `FormDialog`: an intro, the fields with their alert, then Cancel and submit. */
export function DialogForm({
  submission: { submit, busy, formError },
  intro,
  onCancel,
  cancelLabel,
  submitLabel,
  submitDisabled = false,
  children,
}: {
  submission: FormSubmission;
  intro?: ReactNode;
  /** Without it the dialog has no way out but the submit (a step that must be answered). */
  onCancel?(): void;
  cancelLabel?: string;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={submit}>
      {/* The title sits outside the form, so MUI's own "no top padding after a title" does not reach here. */}
      <DialogContent sx={{ paddingBlockStart: 0 }}>
        {intro ? (
          <DialogContentText dir="auto" sx={{ marginBlockEnd: 1 }}>
            {intro}
          </DialogContentText>
        ) : null}
        {/* Room above the first field for its outlined label. */}
        <FieldsetShell busy={busy} error={formError} sx={{ paddingBlockStart: 1 }}>
          {children}
        </FieldsetShell>
      </DialogContent>
      <DialogActions>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
