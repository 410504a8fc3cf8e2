import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/** What the audience module is handed by the composition root: the calls' ports and the database. */
export type AudienceDeps = Pick<AppDeps, CallPorts | 'db'>;
