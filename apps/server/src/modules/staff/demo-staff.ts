import type { DbExecutor } from '../../db/client.ts';
import { hashPassword } from '../auth/index.ts';
import { insertStaffMember } from './staff-members.ts';

/** The demo back-office logins: `owner@`, `manager@` and `boxoffice@<domain>`, all with this password. */
export const DEMO_STAFF_PASSWORD = 'screener-staff';

/** A demo company's owner, manager and box-office staff member, so the back-office opens on a fresh demo. */
export async function seedDemoStaff(db: DbExecutor, company: { id: number; domain: string }, now: Date) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const [role, local, name] of [
    ['owner', 'owner', 'Demo Owner'],
    ['manager', 'manager', 'Demo Manager'],
    ['box_office', 'boxoffice', 'Demo Box Office'],
  ] as const) {
    await insertStaffMember(db, {
      companyId: company.id,
      email: `${local}@${company.domain}`,
      name,
      role,
      passwordHash,
      now,
    });
  }
}

/** The demo's platform operator, who signs in at `/admin` on either demo site to reach the console. */
export const DEMO_OPERATOR_EMAIL = 'operator@platform.localhost';

export async function seedDemoOperator(db: DbExecutor, now: Date) {
  await insertStaffMember(db, {
    companyId: null,
    email: DEMO_OPERATOR_EMAIL,
    name: 'Demo Operator',
    role: 'operator',
    passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
    now,
  });
}
