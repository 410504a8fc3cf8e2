import { ADMIN_PATHS } from '@screener/contracts/staff';
import { parseIdParam } from '@screener/contracts/validation';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../ui/full-screen-spinner';
import './admin-texts';
import { AdminShell } from './components/admin-shell';
import { RedirectTo } from './components/redirect-to';
import { RequirePermission } from './components/require-permission';
import { EventEditorPage } from './events/event-editor-page';
import { EventsListPage } from './events/events-list-page';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { AdminHomePage } from './pages/admin-home-page';
import { AdminLoginPage } from './pages/admin-login-page';
import { AuditLogPage } from './pages/audit-log-page';
import { ChatReportsPage } from './pages/chat-reports-page';
import { CompaniesPage } from './pages/companies-page';
import { DoorPage } from './pages/door-page';
import { OrdersPage } from './pages/orders-page';
import { StaffPage } from './pages/staff-page';
import { SupportPage } from './pages/support-page';
import { SettingsPage } from './settings/settings-page';

/** Plans, coupons and links carry the data grid: chunks of their own, loaded when opened. */
const PlansPage = lazy(() => import('./sales/plans-page').then((module) => ({ default: module.PlansPage })));
const CouponsPage = lazy(() =>
  import('./sales/coupons-page').then((module) => ({ default: module.CouponsPage })),
);
const LinksPage = lazy(() => import('./sales/links-page').then((module) => ({ default: module.LinksPage })));

function LazySalesPage({ page }: { page: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="content">
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>{page}</Suspense>
    </RequirePermission>
  );
}

/**
 * The signed-in pages by path. The back-office matches its own paths with `matchPath` rather than
 * nested `<Routes>`: those would add router code to the chunk every page of the site loads.
 */
function shellPage(pathname: string): ReactNode {
  const at = (path: string) => matchPath(path, pathname) !== null;
  if (at(ADMIN_PATHS.home)) return <AdminHomePage />;
  if (at(ADMIN_PATHS.events) || at(ADMIN_PATHS.eventNew)) {
    return (
      <RequirePermission permission="content">
        {at(ADMIN_PATHS.events) ? <EventsListPage /> : <EventEditorPage key="new" id={null} />}
      </RequirePermission>
    );
  }
  const event = matchPath(ADMIN_PATHS.event, pathname);
  if (event) {
    const id = parseIdParam(event.params.screener_id);
    if (id === null) return <RedirectTo to={ADMIN_PATHS.events} />;
    return (
      <RequirePermission permission="content">
        <EventEditorPage key={id} id={id} />
      </RequirePermission>
    );
  }
  if (at(ADMIN_PATHS.orders)) {
    return (
      <RequirePermission permission="orders">
        <OrdersPage />
      </RequirePermission>
    );
  }
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
  if (at(ADMIN_PATHS.plans)) return <LazySalesPage page={<PlansPage />} />;
  if (at(ADMIN_PATHS.coupons)) return <LazySalesPage page={<CouponsPage />} />;
  if (at(ADMIN_PATHS.links)) return <LazySalesPage page={<LinksPage />} />;
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
 * The back-office under `/admin`, a chunk of its own: the viewer's pages never load it. Its texts
 * are the `admin` namespace, fetched with it in the visitor's language.
 */
export function AdminApp() {
  const { ready } = useTranslation('admin');
  const { pathname } = useLocation();
  if (!ready) return <FullScreenSpinner label="…" />;
  if (matchPath(ADMIN_PATHS.login, pathname)) return <AdminLoginPage />;
  const invitation = matchPath(ADMIN_PATHS.invitation, pathname);
  if (invitation) return <AcceptInvitationPage token={invitation.params.token ?? ''} />;
  const page = shellPage(pathname);
  if (!page) return <RedirectTo to={ADMIN_PATHS.home} />;
  return <AdminShell>{page}</AdminShell>;
}
