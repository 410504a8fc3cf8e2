import Box from '@mui/material/Box';
import { ProfileCard } from '../../account';

/** The profile tab places the account's profile view, edit and change-password dialog. */
export function ProfileTab() {
  return (
    <Box sx={{ maxInlineSize: 600 }}>
      <ProfileCard />
    </Box>
  );
}
