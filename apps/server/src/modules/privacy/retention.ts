import { AppError } from '../../lib/app-error.ts';
import type { PrivacyDeps } from './deps.ts';
import { erasePersonalData } from './personal-data.ts';

/** Candidates read and tested per round trip. */
const PAGE = 500;

/** Viewers who may be past the limit: the account's own test (no session since `before`), by id. */
export type DormantViewers = (input: {
  before: Date;
  afterId: number;
  limit: number;
}) => Promise<{ companyId: number; consumerId: number }[]>;

/** The instant `years` calendar years before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Anonymises every viewer with no sign-in, purchase, enrolment or watching since the cutoff (the
 * legal texts' "at most 5 years"), each in its own transaction, and answers how many. The account
 * names the candidates; each holder that knows an activity rules out those it saw since.
 */
export async function eraseDormantViewers(
  deps: Pick<PrivacyDeps, 'db' | 'holders'> & { dormant: DormantViewers },
  input: { now: Date; years: number },
): Promise<number> {
  const before = retentionCutoff(input.now, input.years);
  let afterId = 0;
  let erased = 0;
  for (;;) {
    const page = await deps.dormant({ before, afterId, limit: PAGE });
    if (page.length === 0) return erased;
    afterId = page.at(-1)?.consumerId ?? afterId;
    const byCompany = new Map<number, { consumerId: number }[]>();
    for (const viewer of page)
      byCompany.set(viewer.companyId, [...(byCompany.get(viewer.companyId) ?? []), viewer]);
    for (const [companyId, viewers] of byCompany) {
      const ids = viewers.map((viewer) => viewer.consumerId);
      const active = new Set<number>();
      for (const holder of deps.holders) {
        for (const id of (await holder.activeSince?.(companyId, ids, before)) ?? []) active.add(id);
      }
      for (const consumerId of ids.filter((id) => !active.has(id))) {
        try {
          await erasePersonalData(deps.db, deps.holders, { companyId, consumerId, now: input.now });
          erased += 1;
        } catch (error) {
          // Another node or the viewer erased it meanwhile: nothing is left to do.
          if (!(error instanceof AppError && error.errorName === 'ACCOUNT_ERASED')) throw error;
        }
      }
    }
  }
}
