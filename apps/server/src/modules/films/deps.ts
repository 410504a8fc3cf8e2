import type { AppDeps } from '../../app-deps.ts';
import type { WriteAudit } from '../../lib/audit-trail.ts';
import type { CallPorts } from '../../lib/call.ts';

/**
 * What the films module is handed by the composition root: the ports its calls need
 * (those every registered call reads, and its own), not the whole of the app's deps.
 */
export type FilmsDeps = Pick<AppDeps, CallPorts | 'db' | 'storage'> & {
  /** The staff module's audit log, handed in: staff sits above films (through auth and screenings). */
  writeAudit: WriteAudit;
};
