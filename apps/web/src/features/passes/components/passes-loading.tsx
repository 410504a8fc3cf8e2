import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A spinner with its words shown, as the passes pages say what they are loading. */
export function PassesLoading({ text }: { text: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
