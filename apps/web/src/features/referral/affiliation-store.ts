import { type StoredAffiliation, ZStoredAffiliation } from '@screener/contracts/support';

const STORAGE_KEY = 'screener.affiliation';

/** The referral code the viewer arrived with (spec part 1 §2), kept for the purchase calls that send it. */
export function getAffiliation(): StoredAffiliation | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = ZStoredAffiliation.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveAffiliation(code: string, nowMs: number): StoredAffiliation {
  const affiliation = { code, timestamp: Math.floor(nowMs / 1000) };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(affiliation));
  return affiliation;
}

/** A purchase or an enrollment used the code (spec part 2 §7.2): it is not sent again. */
export function clearAffiliation(): void {
  localStorage.removeItem(STORAGE_KEY);
}
