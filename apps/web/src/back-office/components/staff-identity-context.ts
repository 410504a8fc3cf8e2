import type { StaffIdentity } from '@screener/contracts/staff';
import { createContext, use } from 'react';

/** Set by the back-office's shell once it knows who is signed in. */
export const StaffIdentityContext = createContext<StaffIdentity | null>(null);

export function useStaffIdentity(): StaffIdentity {
  const identity = use(StaffIdentityContext);
  if (!identity) throw new Error('useStaffIdentity is used outside the back-office shell');
  return identity;
}

export function identityName(identity: StaffIdentity): string {
  return identity.kind === 'staff' ? identity.member.name : identity.name;
}
