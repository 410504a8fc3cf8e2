import { ROLE_PERMISSIONS, type StaffIdentity } from '@screener/contracts/staff';
import { isCompanyStaff, type StaffRow, staffMemberView } from './staff-members.ts';

/** Who is signed in, as the back-office shows it: the member with the role's permissions, or an operator. */
export function identityOf(staff: StaffRow): StaffIdentity {
  if (!isCompanyStaff(staff)) return { kind: 'operator', id: staff.id, email: staff.email, name: staff.name };
  return { kind: 'staff', member: staffMemberView(staff), permissions: [...ROLE_PERMISSIONS[staff.role]] };
}
