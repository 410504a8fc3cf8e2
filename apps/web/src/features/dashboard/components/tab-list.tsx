import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A tab's rows as a list without bullets, named for screen readers; `ol` where the order counts. */
export function TabList({
  ordered = false,
  label,
  children,
}: {
  ordered?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component={ordered ? 'ol' : 'ul'}
      spacing={1.5}
      aria-label={label}
      sx={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </Stack>
  );
}

/** One row of a tab's list: an outlined card whose parts wrap onto new lines on a narrow screen. */
export function TabRow({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 2 }}
    >
      {children}
    </Paper>
  );
}
