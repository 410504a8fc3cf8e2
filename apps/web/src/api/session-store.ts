import { ZConsumerProfile, ZSessionAccessLink } from '@screener/contracts/auth';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The signed-in session (spec part 1 §3): credentials, the consumer, how a link opened it, and
 * the external app host whose logout page a logout goes to. It lives in localStorage so that a
 * reload keeps the viewer signed in; the API client signs every request with key and secret.
 */
const ZStoredSession = z.object({
  key: z.string().min(1),
  secret: z.string().min(1),
  consumer: ZConsumerProfile.nullable().default(null),
  access_link: ZSessionAccessLink.nullable().default(null),
  oauth_host: z.string().nullable().default(null),
  // A paired TV's own session: /tv shows films only for it, so a viewer signed in on this browser
  // still sees a pairing code there rather than their films under the TV's name.
  tv: z.boolean().default(false),
});
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

export function setSession(session: z.input<typeof ZStoredSession>): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ZStoredSession.parse(session)));
  notify();
}

/** Changes part of the stored session (a new profile, the app host); nothing when signed out. */
export function updateSession(changes: Partial<Omit<StoredSession, 'key' | 'secret'>>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...changes });
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

/** Link-logged-in and preview viewers are in anonymous mode (spec part 2 §6). */
export function isAnonymousMode(session: StoredSession | null): boolean {
  return session?.access_link != null;
}

/**
 * The server no longer accepts this session (a newer login elsewhere, 419, 556). A listener (the
 * app's session watcher) leaves the page first and then clears the session, so that no page reacts
 * to the loss on its own; with no listener the session is cleared at once.
 */
const expiryListeners = new Set<() => void>();

export function expireSession(): void {
  if (!getSession()) return;
  if (expiryListeners.size === 0) clearSession();
  for (const listener of expiryListeners) listener();
}

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}
