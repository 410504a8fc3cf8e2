import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DashboardScreener } from '@screener/contracts/dashboard';
import { routePath } from '@screener/contracts/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useEnrollmentAction } from '../../enrollment';

/**
 * Watch for an enrolled viewer, Participate for one who bought the event but is not enrolled yet
 * (spec part 2 §6); both disabled with a warning icon when the event is blocked in the region,
 * the reason read out with the button. A row still being paid for has no button.
 */
export function ScreeningActions({ screener }: { screener: DashboardScreener }) {
  const { t } = useTranslation();
  const act = useEnrollmentAction(screener);
  const hintId = useId();
  const blocked = screener.is_geo_blocked;
  if (!screener.is_enrolled && !screener.is_purchased) return null;

  const blockedProps = blocked
    ? { disabled: true, startIcon: <WarningAmberIcon color="warning" />, 'aria-describedby': hintId }
    : {};
  const button = screener.is_enrolled ? (
    blocked ? (
      <Button variant="contained" {...blockedProps}>
        {t('dashboard.watch')}
      </Button>
    ) : (
      <Button
        variant="contained"
        component={Link}
        to={routePath('screeners.watch', { screener_id: screener.id })}
      >
        {t('dashboard.watch')}
      </Button>
    )
  ) : (
    <Button variant="contained" onClick={() => act('participate')} {...blockedProps}>
      {t('dashboard.participate')}
    </Button>
  );
  return (
    <>
      {button}
      {blocked ? (
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {t('dashboard.geoBlocked')}
        </Box>
      ) : null}
    </>
  );
}
