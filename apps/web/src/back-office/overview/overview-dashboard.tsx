import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OverviewResponse } from '@screener/contracts/reports';
import { ADMIN_PATHS, type StaffPermission } from '@screener/contracts/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { LoadState } from '../components/load-state';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { formatCount, formatMoney } from '../reports/report-format';
import { useOverview } from '../reports/reports-api';

/** A link to a back-office page when the member's role opens it; the text alone otherwise. */
function PageLink({ to, needs, children }: { to: string; needs: StaffPermission; children: ReactNode }) {
  const identity = useStaffIdentity();
  const allowed = identity.kind === 'staff' && identity.permissions.includes(needs);
  if (!allowed) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A sales figure with the same span a week before beside it. */
function SalesFigure(props: { title: string; amount: string; before: string; orders: string }) {
  return (
    <Panel
      title={
        <PageLink to={ADMIN_PATHS.reports} needs="orders">
          {props.title}
        </PageLink>
      }
    >
      <Typography variant="h4" component="p">
        {props.amount}
      </Typography>
      <Typography color="text.secondary">{props.orders}</Typography>
      <Typography color="text.secondary">{props.before}</Typography>
    </Panel>
  );
}

function Figures({ data }: { data: OverviewResponse }) {
  const { t, i18n } = useTranslation('admin');
  const dateTime = useAdminDateTime();
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  const count = (value: number) => formatCount(value, i18n.language);
  const eventPath = (id: number) => generatePath(ADMIN_PATHS.event, { screener_id: String(id) });
  const livePath = (id: number) => generatePath(ADMIN_PATHS.eventLive, { screener_id: String(id) });
  const filmPath = (id: number) => generatePath(ADMIN_PATHS.film, { filmId: String(id) });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <SalesFigure
          title={t('overview.today')}
          amount={money(data.sales.today_minor)}
          orders={t('overview.orders', { shown: count(data.sales.today_orders) })}
          before={t('overview.weekBefore', { amount: money(data.sales.today_week_before_minor) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <SalesFigure
          title={t('overview.week')}
          amount={money(data.sales.week_minor)}
          orders={t('overview.orders', { shown: count(data.sales.week_orders) })}
          before={t('overview.weekBefore', { amount: money(data.sales.week_before_minor) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Panel
          title={
            <PageLink to={ADMIN_PATHS.requests} needs="support">
              {t('overview.requests')}
            </PageLink>
          }
        >
          <Typography variant="h4" component="p">
            {count(data.open_refund_requests)}
          </Typography>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Panel title={t('overview.live')}>
          {data.live_events.length === 0 ? (
            <Typography color="text.secondary">{t('overview.noLive')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.live_events.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={
                      <PageLink to={livePath(event.id)} needs="live">
                        <bdi>{event.title}</bdi>
                      </PageLink>
                    }
                    secondary={t('overview.watching', { shown: count(event.live_viewers) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={t('overview.next')}>
          {data.next_events.length === 0 ? (
            <Typography color="text.secondary">{t('overview.noNext')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.next_events.map((event) => (
                <ListItem key={event.id} disableGutters sx={{ display: 'block' }}>
                  <ListItemText
                    primary={
                      <PageLink to={eventPath(event.id)} needs="content">
                        <bdi>{event.title}</bdi>
                      </PageLink>
                    }
                    secondary={`${dateTime(event.starts_at)} · ${
                      event.capacity === null
                        ? t('overview.taken', { shown: count(event.sold) })
                        : t('overview.takenOf', { shown: count(event.sold), capacity: count(event.capacity) })
                    }`}
                  />
                  {event.capacity === null ? null : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(100, (100 * event.sold) / event.capacity)}
                      aria-label={t('overview.takenOf', {
                        shown: count(event.sold),
                        capacity: count(event.capacity),
                      })}
                    />
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel
          title={
            <PageLink to={ADMIN_PATHS.films} needs="content">
              {t('overview.transcoding')}
            </PageLink>
          }
        >
          {data.transcoding_films.length === 0 ? (
            <Typography color="text.secondary">{t('overview.noTranscoding')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.transcoding_films.map((film) => (
                <ListItem key={`${film.id}-${film.progress}`} disableGutters sx={{ display: 'block' }}>
                  <ListItemText
                    primary={
                      <PageLink to={filmPath(film.id)} needs="content">
                        <bdi>{film.title}</bdi>
                      </PageLink>
                    }
                    secondary={t('overview.progress', { progress: film.progress })}
                  />
                  <LinearProgress
                    variant="determinate"
                    value={film.progress}
                    aria-label={t('overview.progress', { progress: film.progress })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      </Grid>
    </Grid>
  );
}

/** What staff open the back-office for (issue 35): sales, requests, events on now and to come, transcoding films. */
export function OverviewDashboard() {
  const overview = useOverview();
  if (!overview.data) return <LoadState error={overview.error} onRetry={() => void overview.refetch()} />;
  return <Figures data={overview.data} />;
}
