import { toApiDateTime } from '@screener/contracts/dates';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewerRows } from '../../db/viewer-owned.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { devices } from './schema.ts';

/** The TVs the viewer paired; erasing unpairs them (their sessions end with the account's). */
export function devicePersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'devices',
    async export(companyId, consumerId) {
      const rows = await viewerRows(db, devices, companyId, consumerId);
      return rows.map((row) => ({
        paired_at: row.pairedAt && toApiDateTime(row.pairedAt),
        last_polled_at: row.lastPolledAt && toApiDateTime(row.lastPolledAt),
      }));
    },
    async erase(companyId, consumerId, tx) {
      await tx.delete(devices).where(and(ofCompany(devices, companyId), eq(devices.consumerId, consumerId)));
    },
  };
}
