import type { RestEvent, RestOrder, RestViewer } from '@screener/contracts/api-keys';
import type { Db } from '../db/client.ts';

/** One page of a company's rows by id, after `afterId`: what each REST list reads from its module. */
export type RestReader<T> = (db: Db, companyId: number, afterId: number, limit: number) => Promise<T[]>;

/** The REST surface's lists, each read by the module that owns its table. */
export type RestReaders = {
  orders: RestReader<RestOrder>;
  events: RestReader<RestEvent>;
  viewers: RestReader<RestViewer>;
};
