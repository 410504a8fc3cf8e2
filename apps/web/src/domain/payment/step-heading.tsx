import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, type RefObject, use, useEffect, useRef } from 'react';

/**
 * Whether the dialog is on screen. It is mounted hidden while it decides what to show, and a
 * hidden heading cannot take the focus, so the heading waits for it.
 */
export const DialogShownContext = createContext(true);

/** Moves the focus to this element once it shows: when it mounts, or when the dialog opens. */
export function useFocusWhenShown(element: RefObject<HTMLElement | null>): void {
  const shown = use(DialogShownContext);
  useEffect(() => {
    if (shown) element.current?.focus();
  }, [shown, element]);
}

/**
 * The heading of a dialog step. It takes the focus when the step appears, so a keyboard user
 * continues from the new step and a screen reader reads its name instead of staying on a button
 * that is gone.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading);
  return (
    <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}
