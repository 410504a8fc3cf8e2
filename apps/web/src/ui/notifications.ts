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

/**
 * Live support notices (spec part 1 §2): several may stand at once, each for 10 seconds, with the
 * title cut to 50 and the body to 500 characters.
 */
export type Toast = { id: number; title: string; body: string };

export const TOAST_MS = 10_000;
export const TOAST_TITLE_MAX = 50;
export const TOAST_BODY_MAX = 500;

let toasts: readonly Toast[] = [];
const toastListeners = new Set<() => void>();

function emitToasts(): void {
  for (const listener of toastListeners) listener();
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function showToast(toast: { title: string; body: string }): number {
  const id = nextId++;
  toasts = [
    ...toasts,
    { id, title: clip(toast.title, TOAST_TITLE_MAX), body: clip(toast.body, TOAST_BODY_MAX) },
  ];
  emitToasts();
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emitToasts();
}

function subscribeToasts(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribeToasts,
    () => toasts,
    () => NO_TOASTS,
  );
}
