import Button from '@mui/material/Button';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { useSession } from '../session-store';

/**
 * The header's account place: Login/Signup for a visitor, the My Account menu once signed in.
 * `onChoose` runs once the visitor has picked where to go (the side menu closes its drawer then).
 */
export function AccountMenuSlot({ fullWidth, onChoose }: { fullWidth?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session) return <AccountMenu session={session} fullWidth={fullWidth ?? false} onChoose={onChoose} />;
  return (
    <Button
      component={RouterLink}
      to={routePath('company.login')}
      variant="outlined"
      color="inherit"
      fullWidth={fullWidth ?? false}
      onClick={onChoose}
    >
      {t('chrome.loginSignup')}
    </Button>
  );
}
