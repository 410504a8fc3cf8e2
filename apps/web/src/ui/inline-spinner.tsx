import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading state of a section of a page. */
export function InlineSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
