import { useSyncExternalStore } from 'react';

/**
 * The modal alert of spec part 1 §2: one message that the viewer must acknowledge. A plain store,
 * like the snackbar's, so that code outside components can raise it.
 */
export type ModalAlert = { id: number; title?: string; message: string };

let current: ModalAlert | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showModalAlert(alert: { title?: string; message: string }): void {
  current = { id: nextId++, ...alert };
  emit();
}

export function closeModalAlert(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalAlert(): ModalAlert | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
