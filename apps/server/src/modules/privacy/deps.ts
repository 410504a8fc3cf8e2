import type { AppDeps } from '../../app-deps.ts';
import type { WriteAudit } from '../../lib/audit-trail.ts';
import type { CallPorts } from '../../lib/call.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';

/** What the privacy module is handed: the calls' ports, the database, the mailer and the holders. */
export type PrivacyDeps = Pick<AppDeps, CallPorts | 'db' | 'mailer'> & {
  /**
   * Every module's holder of a viewer's data; the account's first, as its erase refuses an
   * account already erased before any other row changes.
   */
  holders: PersonalDataHolder[];
  writeAudit: WriteAudit;
};
