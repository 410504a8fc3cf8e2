import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/** What the ballots module is handed by the composition root: the calls' ports, the database and the mailer. */
export type BallotsDeps = Pick<AppDeps, CallPorts | 'db' | 'mailer'>;
