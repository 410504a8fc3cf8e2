import { toApiDateTime } from '@screener/contracts/dates';
import type { DbExecutor } from '../../db/client.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';

/** The viewer's copy of their data held by this company: one section per holder. */
export async function exportPersonalData(
  holders: PersonalDataHolder[],
  input: { companyId: number; consumerId: number; now: Date },
): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = { exported_at: toApiDateTime(input.now) };
  for (const holder of holders)
    sections[holder.name] = await holder.export(input.companyId, input.consumerId);
  return sections;
}

/**
 * Erases the viewer's personal data in every holder in one transaction: all of it goes, or none
 * (a failure halfway leaves no account half-named). The viewer's addresses are read first, since the
 * account's holder erases them and rows kept by address (newsletter sign-ups) are found by them.
 */
export async function erasePersonalData(
  db: DbExecutor,
  holders: PersonalDataHolder[],
  input: { companyId: number; consumerId: number; now: Date },
  within?: (tx: DbExecutor) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const addresses: string[] = [];
    for (const holder of holders)
      addresses.push(...((await holder.addressesOf?.(input.companyId, input.consumerId, tx)) ?? []));
    for (const holder of holders)
      await holder.erase(input.companyId, input.consumerId, tx, input.now, addresses);
    await within?.(tx);
  });
}
