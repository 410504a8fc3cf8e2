import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { CompanyCache } from './modules/companies/company-cache.ts';
import type { EventsPort } from './ports/events.ts';
import type { GeoPort } from './ports/geo.ts';
import type { Mailer } from './ports/mailer.ts';
import type { SmsPort } from './ports/sms.ts';
import type { StoragePort } from './ports/storage.ts';

/** The ports every module receives from the composition root. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventsPort;
  sms: SmsPort;
  geo: GeoPort;
  /** Viewers' public uploads (chat profile pictures). */
  storage: StoragePort;
  /** Tenant resolution's per-node copy of the companies. */
  companies: CompanyCache;
};
