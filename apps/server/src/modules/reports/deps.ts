import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/** What the reports module is handed by the composition root: the calls' ports and the database. */
export type ReportsDeps = Pick<AppDeps, CallPorts | 'db'>;
