import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import type { AdminWaitlistEntry, WaitlistStatus } from '@screener/contracts/waitlist';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';
import { formatEventTime } from './event-time';
import { useEventWaitlist } from './waitlist-api';

const STATUS_COLOR: Record<WaitlistStatus, 'default' | 'primary' | 'success' | 'warning'> = {
  waiting: 'default',
  offered: 'primary',
  claimed: 'primary',
  enrolled: 'success',
  expired: 'warning',
  left: 'default',
};

/** An event's waitlist (issue 38): the line in order of joining, each offer and its state. */
export function EventWaitlistPage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const waitlist = useEventWaitlist(id);
  useDocumentTitle(
    waitlist.data
      ? t('events.waitlist.pageTitle', { title: waitlist.data.title })
      : t('events.waitlist.title'),
  );
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={Link}
          to={generatePath(ADMIN_PATHS.event, { screener_id: String(id) })}
          size="small"
        >
          {t('events.waitlist.back')}
        </Button>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {waitlist.data ? <bdi>{waitlist.data.title}</bdi> : t('events.waitlist.title')}
        </Typography>
      </Stack>
      {waitlist.data ? (
        <>
          <Typography color="text.secondary">
            {waitlist.data.capacity
              ? t('events.waitlist.capacity', { count: waitlist.data.capacity })
              : t('events.waitlist.noCapacity')}
          </Typography>
          {waitlist.data.entries.length === 0 ? (
            <Typography>{t('events.waitlist.empty')}</Typography>
          ) : (
            <WaitlistTable entries={waitlist.data.entries} />
          )}
        </>
      ) : (
        <LoadState error={waitlist.error} onRetry={() => void waitlist.refetch()} />
      )}
    </Stack>
  );
}

function WaitlistTable({ entries }: { entries: AdminWaitlistEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const company = useCurrentCompany();
  const time = (value: string | null) =>
    value ? formatEventTime(value, company.timezone, i18n.language) : '—';
  return (
    <TableContainer>
      <Table size="small" aria-label={t('events.waitlist.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('events.waitlist.columns.position')}</TableCell>
            <TableCell>{t('events.waitlist.columns.viewer')}</TableCell>
            <TableCell>{t('events.waitlist.columns.joinedAt')}</TableCell>
            <TableCell>{t('events.waitlist.columns.status')}</TableCell>
            <TableCell>{t('events.waitlist.columns.offeredAt')}</TableCell>
            <TableCell>{t('events.waitlist.columns.heldUntil')}</TableCell>
            <TableCell>{t('events.waitlist.columns.claimedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{entry.position ?? '—'}</TableCell>
              <TableCell>
                <bdi>{entry.consumer.name || entry.consumer.email}</bdi>
                {entry.consumer.name ? (
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{entry.consumer.email}</bdi>
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{time(entry.joined_at)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[entry.status]}
                  label={t(`events.waitlist.statuses.${entry.status}`)}
                />
              </TableCell>
              <TableCell>{time(entry.offered_at)}</TableCell>
              <TableCell>{time(entry.offer_expires_at)}</TableCell>
              <TableCell>{time(entry.claimed_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
