import OpenInNew from '@mui/icons-material/OpenInNew';
import People from '@mui/icons-material/People';
import Sensors from '@mui/icons-material/Sensors';
import Button from '@mui/material/Button';
import type { AdminEvent } from '@screener/contracts/admin-events';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffIdentity } from '../components/staff-identity-context';
import { livePath, previewPath, waitlistPath } from './event-links';

/**
 * The event's preview on the viewer's site (in a new tab, drafts too) and, once it is published
 * and for staff with the `live` permission, its live page; for an event with a capacity and staff
 * who see orders, its waitlist.
 */
export function EventExtraButtons({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  const live = identity.kind === 'staff' && identity.permissions.includes('live');
  const orders = identity.kind === 'operator' || identity.permissions.includes('orders');
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<OpenInNew />}
        href={previewPath(event.id)}
        target="_blank"
        rel="noopener"
      >
        {t('events.editor.preview')}
      </Button>
      {live && event.status === 'published' ? (
        <Button variant="outlined" startIcon={<Sensors />} component={Link} to={livePath(event.id)}>
          {t('events.live.open')}
        </Button>
      ) : null}
      {orders && event.capacity ? (
        <Button variant="outlined" startIcon={<People />} component={Link} to={waitlistPath(event.id)}>
          {t('events.waitlist.open')}
        </Button>
      ) : null}
    </>
  );
}
