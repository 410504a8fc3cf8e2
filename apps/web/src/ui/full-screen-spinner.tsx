import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type FullScreenSpinnerProps = {
  /** Accessible name of the progress indicator. */
  label: string;
  /** Shown under the spinner when loading failed; the spinner stays (spec part 1 §2). */
  error?: string | undefined;
};

/** A column as tall as the screen, its content centred: the start-up spinner's and the sign-in card's frame. */
export const fullScreenColumnSx = {
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
} as const;

export function FullScreenSpinner({ label, error }: FullScreenSpinnerProps) {
  return (
    <Box sx={{ ...fullScreenColumnSx, paddingInline: 2 }}>
      <CircularProgress aria-label={label} />
      {error ? (
        <Alert severity="error" variant="outlined" sx={{ maxInlineSize: 480 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
