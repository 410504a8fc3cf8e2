import type { Company } from '@screener/contracts/company';
import { ROLE_PERMISSIONS, type StaffIdentity, type StaffRole } from '@screener/contracts/staff';
import type { ReactNode } from 'react';
import { StaffIdentityContext } from '../back-office/components/staff-identity-context';
import { renderPage } from './render-page';

/** A signed-in staff member of `role` with the role's permissions, as the back-office's shell knows them. */
export function staffIdentity(role: StaffRole): StaffIdentity {
  return {
    kind: 'staff',
    member: { id: 1, email: 'a@b.test', name: 'A', role, created_at: '2026-01-01 00:00:00' },
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** Renders a back-office page at `path` for `company`, as the shell shows it to `identity`. */
export function renderStaffPage(page: ReactNode, path: string, company: Company, identity: StaffIdentity) {
  return renderPage(
    [{ path: '*', element: <StaffIdentityContext value={identity}>{page}</StaffIdentityContext> }],
    path,
    company,
  );
}
