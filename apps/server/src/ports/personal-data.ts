import type { DbExecutor } from '../db/client.ts';

/**
 * What one module holds of a viewer's personal data (issue 36, decision 0055). Each module that
 * keeps rows about a viewer builds one from its face; the privacy module composes those it is
 * handed and never reads another module's tables.
 */
export type PersonalDataHolder = {
  /** The export's section for this module, e.g. `purchases`. */
  name: string;
  /** The viewer's rows of this module, as the viewer may read them (JSON values only). */
  export(companyId: number, consumerId: number): Promise<unknown>;
  /**
   * Anonymises the viewer's rows in `tx`: what names, reaches or quotes the person goes, what
   * accounting must keep stays without the name. `addresses` are the viewer's email addresses as
   * they were before any holder erased them, for rows kept by address rather than by account.
   */
  erase(
    companyId: number,
    consumerId: number,
    tx: DbExecutor,
    now: Date,
    addresses: readonly string[],
  ): Promise<void>;
  /** The addresses the viewer is reached at (the account's holder names them), read before erasing. */
  addressesOf?(companyId: number, consumerId: number, tx: DbExecutor): Promise<string[]>;
  /** Of `consumerIds`, those who did something in this module since `since` (the retention job's test). */
  activeSince?(companyId: number, consumerIds: number[], since: Date): Promise<number[]>;
};
