import Button from '@mui/material/Button';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { useSession } from '../session-store';

/** The header's account place: Login/Signup for a visitor, the My Account menu once signed in. */
export function AccountMenuSlot({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session) return <AccountMenu session={session} fullWidth={fullWidth ?? false} />;
  return (
    <Button
      component={RouterLink}
      to={routePath('company.login')}
      variant="outlined"
      color="inherit"
      fullWidth={fullWidth ?? false}
    >
      {t('chrome.loginSignup')}
    </Button>
  );
}
