import { ADMIN_PATHS, type StaffPermission } from '@screener/contracts/staff';
import { parseIdParam } from '@screener/contracts/validation';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { FullScreenSpinner } from '../ui/full-screen-spinner';
import './admin-texts';
import { AdminShell } from './components/admin-shell';
import { RedirectTo } from './components/redirect-to';
import { RequirePermission } from './components/require-permission';
import { IntegrationsPage } from './integrations/integrations-page';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { AccountPage } from './pages/account-page';
import { AdminHomePage } from './pages/admin-home-page';
import { AdminLoginLinkPage } from './pages/admin-login-link-page';
import { AdminLoginPage } from './pages/admin-login-page';
import { AuditLogPage } from './pages/audit-log-page';
import { ChatReportsPage } from './pages/chat-reports-page';
import { CompaniesPage } from './pages/companies-page';
import { DoorPage } from './pages/door-page';
import { StaffPage } from './pages/staff-page';
import { SupportPage } from './pages/support-page';
import { SettingsPage } from './settings/settings-page';

/**
 * The content pages (films, events, venues, plans, coupons, links) carry the data grid, the upload
 * client, the date pickers and the seat-map editor: chunks of their own, loaded when first opened.
 */
const FilmsPage = lazy(() => import('./films/films-page').then((module) => ({ default: module.FilmsPage })));
const FilmPage = lazy(() => import('./films/film-page').then((module) => ({ default: module.FilmPage })));
const EventsListPage = lazy(() =>
  import('./events/events-list-page').then((module) => ({ default: module.EventsListPage })),
);
const EventEditorPage = lazy(() =>
  import('./events/event-editor-page').then((module) => ({ default: module.EventEditorPage })),
);
const EventLivePage = lazy(() =>
  import('./events/event-live-page').then((module) => ({ default: module.EventLivePage })),
);
const EventWaitlistPage = lazy(() =>
  import('./events/event-waitlist-page').then((module) => ({ default: module.EventWaitlistPage })),
);
const VenuesPage = lazy(() =>
  import('./venues/venues-page').then((module) => ({ default: module.VenuesPage })),
);
const VenueEditorPage = lazy(() =>
  import('./venues/venue-editor-page').then((module) => ({ default: module.VenueEditorPage })),
);
const VenueEventsPage = lazy(() =>
  import('./venues/venue-events-page').then((module) => ({ default: module.VenueEventsPage })),
);
const PlansPage = lazy(() => import('./sales/plans-page').then((module) => ({ default: module.PlansPage })));
const CouponsPage = lazy(() =>
  import('./sales/coupons-page').then((module) => ({ default: module.CouponsPage })),
);
const LinksPage = lazy(() => import('./sales/links-page').then((module) => ({ default: module.LinksPage })));
/** The reports carry the charts: a chunk of their own, as the audience carries the data grid. */
const ReportsPage = lazy(() =>
  import('./reports/reports-page').then((module) => ({ default: module.ReportsPage })),
);
const AudiencePage = lazy(() =>
  import('./audience/audience-page').then((module) => ({ default: module.AudiencePage })),
);
const BallotsPage = lazy(() =>
  import('./ballots/ballots-page').then((module) => ({ default: module.BallotsPage })),
);

/** Orders and the requests inbox carry the data grid too. */
const OrdersPage = lazy(() =>
  import('./orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);
const OrderPage = lazy(() => import('./orders/order-page').then((module) => ({ default: module.OrderPage })));
const SubscriptionOrderPage = lazy(() =>
  import('./orders/subscription-order-page').then((module) => ({ default: module.SubscriptionOrderPage })),
);
const RequestsPage = lazy(() =>
  import('./requests/requests-page').then((module) => ({ default: module.RequestsPage })),
);

/** The content page at `pathname`, a redirect for a malformed id, or null when none matches. */
function contentPage(pathname: string): ReactNode {
  const at = (path: string) => matchPath(path, pathname);
  if (at(ADMIN_PATHS.films)) return <FilmsPage />;
  const film = at(ADMIN_PATHS.film);
  if (film) {
    if (film.params.filmId === 'new') return <FilmPage key="new" filmId={null} />;
    const id = parseIdParam(film.params.filmId);
    return id === null ? <RedirectTo to={ADMIN_PATHS.films} /> : <FilmPage key={id} filmId={id} />;
  }
  if (at(ADMIN_PATHS.events)) return <EventsListPage />;
  if (at(ADMIN_PATHS.eventNew)) return <EventEditorPage key="new" id={null} />;
  const event = at(ADMIN_PATHS.event);
  if (event) {
    const id = parseIdParam(event.params.screener_id);
    return id === null ? <RedirectTo to={ADMIN_PATHS.events} /> : <EventEditorPage key={id} id={id} />;
  }
  if (at(ADMIN_PATHS.venues)) return <VenuesPage />;
  if (at(ADMIN_PATHS.venueNew)) return <VenueEditorPage venueId={null} />;
  if (at(ADMIN_PATHS.venueEvents)) return <VenueEventsPage />;
  const venue = at(ADMIN_PATHS.venue);
  if (venue) {
    const id = parseIdParam(venue.params.venueId);
    return id === null ? <RedirectTo to={ADMIN_PATHS.venues} /> : <VenueEditorPage key={id} venueId={id} />;
  }
  if (at(ADMIN_PATHS.plans)) return <PlansPage />;
  if (at(ADMIN_PATHS.coupons)) return <CouponsPage />;
  if (at(ADMIN_PATHS.links)) return <LinksPage />;
  return null;
}

function LazyContentPage({ page }: { page: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="content">
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>{page}</Suspense>
    </RequirePermission>
  );
}

/** A page of its own chunk for the roles with `permission`. */
function LazyPage({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>{children}</Suspense>
    </RequirePermission>
  );
}

/** An event's live page, for the `live` permission rather than `content`. */
function LazyLivePage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="live">
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
        <EventLivePage id={id} />
      </Suspense>
    </RequirePermission>
  );
}

/** The signed-in pages by path, matched with `matchPath` under the back-office's one route. */
function shellPage(pathname: string): ReactNode {
  const at = (path: string) => matchPath(path, pathname) !== null;
  if (at(ADMIN_PATHS.home)) return <AdminHomePage />;
  if (at(ADMIN_PATHS.account)) return <AccountPage />;
  const content = contentPage(pathname);
  if (content) return <LazyContentPage page={content} />;
  const live = matchPath(ADMIN_PATHS.eventLive, pathname);
  if (live) {
    const id = parseIdParam(live.params.screener_id);
    if (id === null) return <RedirectTo to={ADMIN_PATHS.events} />;
    return <LazyLivePage key={id} id={id} />;
  }
  const waitlist = matchPath(ADMIN_PATHS.eventWaitlist, pathname);
  if (waitlist) {
    const id = parseIdParam(waitlist.params.screener_id);
    if (id === null) return <RedirectTo to={ADMIN_PATHS.events} />;
    return (
      <LazyPage permission="orders">
        <EventWaitlistPage key={id} id={id} />
      </LazyPage>
    );
  }
  if (at(ADMIN_PATHS.orders)) {
    return (
      <LazyPage permission="orders">
        <OrdersPage />
      </LazyPage>
    );
  }
  const subscriptionOrder = matchPath(ADMIN_PATHS.subscriptionOrder, pathname);
  if (subscriptionOrder) {
    const id = parseIdParam(subscriptionOrder.params.subscriptionId);
    if (id === null) return <RedirectTo to={ADMIN_PATHS.orders} />;
    return (
      <LazyPage permission="orders">
        <SubscriptionOrderPage key={id} subscriptionId={id} />
      </LazyPage>
    );
  }
  const order = matchPath(ADMIN_PATHS.order, pathname);
  if (order) {
    const id = parseIdParam(order.params.purchaseId);
    if (id === null) return <RedirectTo to={ADMIN_PATHS.orders} />;
    return (
      <LazyPage permission="orders">
        <OrderPage key={id} purchaseId={id} />
      </LazyPage>
    );
  }
  if (at(ADMIN_PATHS.requests)) {
    return (
      <LazyPage permission="support">
        <RequestsPage />
      </LazyPage>
    );
  }
  if (at(ADMIN_PATHS.reports))
    return (
      <LazyPage permission="orders">
        <ReportsPage />
      </LazyPage>
    );
  if (at(ADMIN_PATHS.audience))
    return (
      <LazyPage permission="orders">
        <AudiencePage />
      </LazyPage>
    );
  if (at(ADMIN_PATHS.ballots))
    return (
      <LazyPage permission="content">
        <BallotsPage />
      </LazyPage>
    );
  if (at(ADMIN_PATHS.door)) {
    return (
      <RequirePermission permission="check_in">
        <DoorPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.support)) {
    return (
      <RequirePermission permission="support">
        <SupportPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.chatReports)) {
    return (
      <RequirePermission permission="support">
        <ChatReportsPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.staff)) {
    return (
      <RequirePermission permission="staff">
        <StaffPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.audit)) {
    return (
      <RequirePermission permission="audit_log">
        <AuditLogPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.settings)) {
    return (
      <RequirePermission permission="settings">
        <SettingsPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.integrations)) {
    return (
      <RequirePermission permission="integrations">
        <IntegrationsPage />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.companies)) {
    return (
      <RequirePermission permission="operator">
        <CompaniesPage />
      </RequirePermission>
    );
  }
  return null;
}

/**
 * The back-office's pages under `/admin` (its own entry, admin.html: the viewer's pages never load
 * it). Its texts are the `admin` namespace, fetched in the visitor's language.
 */
export function AdminApp() {
  const { ready } = useTranslation('admin');
  const { pathname } = useLocation();
  if (!ready) return <FullScreenSpinner label="…" />;
  if (matchPath(ADMIN_PATHS.login, pathname)) return <AdminLoginPage />;
  const loginLink = matchPath(ADMIN_PATHS.loginLink, pathname);
  if (loginLink) {
    return <AdminLoginLinkPage linkKey={loginLink.params.key ?? ''} secret={loginLink.params.secret ?? ''} />;
  }
  const invitation = matchPath(ADMIN_PATHS.invitation, pathname);
  if (invitation) return <AcceptInvitationPage token={invitation.params.token ?? ''} />;
  const page = shellPage(pathname);
  if (!page) return <RedirectTo to={ADMIN_PATHS.home} />;
  return <AdminShell>{page}</AdminShell>;
}
