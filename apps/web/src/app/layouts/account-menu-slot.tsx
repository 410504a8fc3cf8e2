import Button from '@mui/material/Button';
import { routePath } from '@screener/contracts/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session-store';

// Only a signed-in viewer has the menu: a first visit does not download it (issue 14). It is the
// header's last item, so drawn a moment later it moves nothing.
const AccountMenu = lazy(async () => ({
  default: (await import('../../features/account/components/account-menu')).AccountMenu,
}));

/**
 * The header's account place: Login/Signup for a visitor, the My Account menu once signed in.
 * `onChoose` runs once the visitor has picked where to go (the side menu closes its drawer then).
 */
export function AccountMenuSlot({ fullWidth, onChoose }: { fullWidth?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session) {
    return (
      <Suspense fallback={null}>
        <AccountMenu session={session} fullWidth={fullWidth ?? false} onChoose={onChoose} />
      </Suspense>
    );
  }
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
