import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A message in the stage's place (no stream, or one that cannot play). */
export function StageNotice({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minBlockSize: 240,
        p: 3,
        textAlign: 'center',
        bgcolor: 'grey.900',
        color: 'grey.100',
        borderRadius: 1,
      }}
    >
      <Typography>{text}</Typography>
    </Box>
  );
}
