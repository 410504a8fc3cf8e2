import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { identityName, useStaffIdentity } from '../components/staff-identity-context';
import { OverviewDashboard } from '../overview/overview-dashboard';

/** The back-office's first page: who is signed in, and for a company's staff, the Overview. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  useDocumentTitle(t('nav.home'));
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('home.welcome', { name: identityName(identity) })}
        </Typography>
        <Typography>
          {identity.kind === 'staff'
            ? t('home.role', { role: t(`roles.${identity.member.role}`) })
            : t('home.operator')}
        </Typography>
      </div>
      {identity.kind === 'staff' && identity.permissions.includes('orders') ? <OverviewDashboard /> : null}
    </Stack>
  );
}
