import type { AppDeps } from '../../app-deps.ts';
import type { WriteAudit } from '../../lib/audit-trail.ts';
import type { CallPorts } from '../../lib/call.ts';

/**
 * What the companies module is handed by the composition root: the ports its calls need
 * (those every registered call reads, and its own), not the whole of the app's deps.
 */
export type CompaniesDeps = Pick<AppDeps, CallPorts | 'db'>;

/** What the back-office's settings calls are handed besides: the sealed credentials and the stored images. */
export type SettingsDeps = Pick<AppDeps, CallPorts | 'db' | 'secrets' | 'storage'> & {
  /** The staff module's audit log, handed in: staff imports companies. */
  writeAudit: WriteAudit;
};
