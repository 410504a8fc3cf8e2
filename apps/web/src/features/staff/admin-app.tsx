import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '../../ui/full-screen-spinner';
import './admin-texts';
import { AdminShell } from './components/admin-shell';
import { RequirePermission } from './components/require-permission';
import { AcceptInvitationPage } from './pages/accept-invitation-page';
import { AdminHomePage } from './pages/admin-home-page';
import { AdminLoginPage } from './pages/admin-login-page';
import { AuditLogPage } from './pages/audit-log-page';
import { CompaniesPage } from './pages/companies-page';
import { StaffPage } from './pages/staff-page';

/** The part of a back-office path after `/admin/`, as the nested routes match it. */
const sub = (path: string) => path.slice(`${ADMIN_PATHS.home}/`.length);

/**
 * The back-office under `/admin`, a chunk of its own: the viewer's pages never load it. Its texts
 * are the `admin` namespace, fetched with it in the visitor's language.
 */
export function AdminApp() {
  const { ready } = useTranslation('admin');
  if (!ready) return <FullScreenSpinner label="…" />;
  return (
    <Routes>
      <Route path={sub(ADMIN_PATHS.login)} element={<AdminLoginPage />} />
      <Route path={sub(ADMIN_PATHS.invitation)} element={<AcceptInvitationPage />} />
      <Route element={<AdminShell />}>
        <Route index element={<AdminHomePage />} />
        <Route
          path={sub(ADMIN_PATHS.staff)}
          element={
            <RequirePermission permission="staff">
              <StaffPage />
            </RequirePermission>
          }
        />
        <Route
          path={sub(ADMIN_PATHS.audit)}
          element={
            <RequirePermission permission="audit_log">
              <AuditLogPage />
            </RequirePermission>
          }
        />
        <Route
          path={sub(ADMIN_PATHS.companies)}
          element={
            <RequirePermission permission="operator">
              <CompaniesPage />
            </RequirePermission>
          }
        />
        <Route path="*" element={<Navigate to={ADMIN_PATHS.home} replace />} />
      </Route>
    </Routes>
  );
}
