import { useSyncExternalStore } from 'react';

/**
 * A one-at-a-time notice shown by NotificationSnackbar. It is a plain store rather than React
 * state so that code outside components (the API client) can raise a notice.
 */
export type Notice = { id: number; message: string; severity: 'success' | 'info' | 'warning' | 'error' };

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(message: string, severity: Notice['severity'] = 'info'): void {
  current = { id: nextId++, message, severity };
  emit();
}

export function dismissNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
