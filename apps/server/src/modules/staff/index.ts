/** The staff module's face: what other modules and the composition root may use. */

export { type AuditActor, SHELL_ACTOR, writeAudit } from './audit-log.ts';
export { seedDemoOperator, seedDemoStaff } from './demo-staff.ts';
export { createPlatformCompany, findCompanyOrFail, inviteOwner } from './platform.ts';
export { registerStaffRoutes } from './routes.ts';
export { createStaffGate } from './staff-gate.ts';
export { findStaffByEmail, findStaffById, insertStaffMember, listOwnerEmails } from './staff-members.ts';
