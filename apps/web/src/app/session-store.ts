import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The signed-in session's credentials. They live in localStorage so that a reload keeps the
 * viewer signed in; the API client signs every request with them.
 */
const ZStoredSession = z.object({ key: z.string().min(1), secret: z.string().min(1) });
export type StoredSession = z.infer<typeof ZStoredSession>;

const STORAGE_KEY = 'screener.session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StoredSession | null } = { raw: null, session: null };

export function getSession(): StoredSession | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  // Re-parse only when the stored text changed, so useSyncExternalStore gets a stable snapshot.
  if (raw !== cached.raw) cached = { raw, session: parseSession(raw) };
  return cached.session;
}

function parseSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const parsed = ZStoredSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ZStoredSession.parse(session)));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
