/** The staff module's face: what other modules and the composition root may use. */

export { type AuditActor, writeAudit } from './audit-log.ts';
export { registerStaffRoutes } from './routes.ts';
export { createStaffGate } from './staff-gate.ts';
export { findStaffById, listOwnerEmails } from './staff-members.ts';
