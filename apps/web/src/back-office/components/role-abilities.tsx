import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@screener/contracts/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a role may do, read from the server's own table of role rules (`ROLE_PERMISSIONS`), so the
 * words never promise more or less than the calls allow.
 */
export function RoleAbilityList({ role, id }: { role: StaffRole; id?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Box component="ul" id={id} sx={{ margin: 0, paddingInlineStart: 2.5 }}>
      {ROLE_PERMISSIONS[role].map((permission) => (
        <Typography component="li" variant="body2" key={permission}>
          {t(`permissions.${permission}`)}
        </Typography>
      ))}
    </Box>
  );
}

/** The staff page's key to the roles: each role with what it may do, side by side where there is room. */
export function RolesGuide() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="h6" id={headingId} sx={{ marginBlockEnd: 1 }}>
        {t('staff.rolesTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {STAFF_ROLES.map((role) => (
          <Paper key={role} variant="outlined" sx={{ padding: 2, flex: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`roles.${role}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 0.5 }}>
              {t('staff.mayUse')}
            </Typography>
            <RoleAbilityList role={role} />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
