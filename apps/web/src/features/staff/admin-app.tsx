import { ADMIN_PATHS } from '@screener/contracts/staff';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../ui/full-screen-spinner';
import './admin-texts';
import { AdminShell } from './components/admin-shell';
import { RedirectTo } from './components/redirect-to';
import { RequirePermission } from './components/require-permission';
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

// The films pages carry the data grid and the tus client: loaded when first opened.
const FilmsPage = lazy(() => import('./films/films-page').then((module) => ({ default: module.FilmsPage })));
const FilmPage = lazy(() => import('./films/film-page').then((module) => ({ default: module.FilmPage })));

/**
 * The signed-in pages by path. The back-office matches its own paths with `matchPath` rather than
 * nested `<Routes>`: those would add router code to the chunk every page of the site loads.
 */
function shellPage(pathname: string): ReactNode {
  const at = (path: string) => matchPath(path, pathname) !== null;
  if (at(ADMIN_PATHS.home)) return <AdminHomePage />;
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
  if (at(ADMIN_PATHS.films) || at(ADMIN_PATHS.film)) {
    return (
      <RequirePermission permission="content">
        <Suspense fallback={<FullScreenSpinner label="…" />}>
          {at(ADMIN_PATHS.films) ? <FilmsPage /> : <FilmPage />}
        </Suspense>
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
