import { ADMIN_PATHS, type StaffIdentity, type StaffPermission } from '@screener/contracts/staff';

type NavItem = {
  path: string;
  label:
    | 'nav.home'
    | 'nav.orders'
    | 'nav.reports'
    | 'nav.audience'
    | 'nav.ballots'
    | 'nav.requests'
    | 'nav.door'
    | 'nav.support'
    | 'nav.chatReports'
    | 'nav.staff'
    | 'nav.audit'
    | 'nav.settings'
    | 'nav.integrations'
    | 'nav.plans'
    | 'nav.coupons'
    | 'nav.links'
    | 'nav.events'
    | 'nav.venues'
    | 'nav.films'
    | 'nav.companies';
};

const ITEMS: { item: NavItem; needs: StaffPermission | 'operator' | null }[] = [
  { item: { path: ADMIN_PATHS.home, label: 'nav.home' }, needs: null },
  { item: { path: ADMIN_PATHS.films, label: 'nav.films' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.events, label: 'nav.events' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.venues, label: 'nav.venues' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.plans, label: 'nav.plans' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.coupons, label: 'nav.coupons' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.links, label: 'nav.links' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.orders, label: 'nav.orders' }, needs: 'orders' },
  { item: { path: ADMIN_PATHS.reports, label: 'nav.reports' }, needs: 'orders' },
  { item: { path: ADMIN_PATHS.audience, label: 'nav.audience' }, needs: 'orders' },
  { item: { path: ADMIN_PATHS.ballots, label: 'nav.ballots' }, needs: 'content' },
  { item: { path: ADMIN_PATHS.requests, label: 'nav.requests' }, needs: 'support' },
  { item: { path: ADMIN_PATHS.door, label: 'nav.door' }, needs: 'check_in' },
  { item: { path: ADMIN_PATHS.support, label: 'nav.support' }, needs: 'support' },
  { item: { path: ADMIN_PATHS.chatReports, label: 'nav.chatReports' }, needs: 'support' },
  { item: { path: ADMIN_PATHS.staff, label: 'nav.staff' }, needs: 'staff' },
  { item: { path: ADMIN_PATHS.audit, label: 'nav.audit' }, needs: 'audit_log' },
  { item: { path: ADMIN_PATHS.settings, label: 'nav.settings' }, needs: 'settings' },
  { item: { path: ADMIN_PATHS.integrations, label: 'nav.integrations' }, needs: 'integrations' },
  { item: { path: ADMIN_PATHS.companies, label: 'nav.companies' }, needs: 'operator' },
];

/** The sections the signed-in account's role opens, in menu order. */
export function navItemsFor(identity: StaffIdentity): NavItem[] {
  return ITEMS.filter(({ needs }) => {
    if (needs === null) return true;
    if (needs === 'operator') return identity.kind === 'operator';
    return identity.kind === 'staff' && identity.permissions.includes(needs);
  }).map(({ item }) => item);
}
