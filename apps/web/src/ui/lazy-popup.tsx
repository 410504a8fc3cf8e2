import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded popup (menu, drawer, dialog, snackbar) from the first time it opens on,
 * so a page's first load carries neither its code nor MUI's modal and transition code; once
 * mounted it stays, so it closes with its transition and opens again at once.
 */
export function LazyPopup({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
