import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function ListEmpty({ messages }: { messages: string[] }) {
  return (
    <Stack spacing={1} role="status" sx={{ paddingBlock: 4, textAlign: 'center' }}>
      {messages.map((message) => (
        <Typography key={message} color="text.secondary">
          {message}
        </Typography>
      ))}
    </Stack>
  );
}
