import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type FullScreenSpinnerProps = {
  /** Accessible name of the progress indicator. */
  label: string;
  /** Shown under the spinner when loading failed; the spinner stays (spec part 1 §2). */
  error?: string | undefined;
};

export function FullScreenSpinner({ label, error }: FullScreenSpinnerProps) {
  return (
    <Box
      sx={{
        minBlockSize: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        paddingInline: 2,
      }}
    >
      <CircularProgress aria-label={label} />
      {error ? (
        <Alert severity="error" variant="outlined" sx={{ maxInlineSize: 480 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
