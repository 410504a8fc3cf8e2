import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import {
  EnrollmentDialogContext,
  type EnrollmentRequest,
} from '../../domain/enrollment/enrollment-dialog-context';
import { withTexts } from '../../i18n/i18n';

const EnrollmentDialog = lazy(async () => ({
  default: (await withTexts(import('./components/enrollment-dialog'))).EnrollmentDialog,
}));

/**
 * Mounted once in the company layout so that every page opens the same dialog. Each opening gets
 * a fresh dialog (its own key), which is how Cancel "closes it and resets state".
 */
export function EnrollmentDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ id: number; request: EnrollmentRequest } | null>(null);
  const api = useMemo(
    () => ({
      open: (request: EnrollmentRequest) =>
        setOpened((previous) => ({ id: (previous?.id ?? 0) + 1, request })),
    }),
    [],
  );

  return (
    <EnrollmentDialogContext value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <EnrollmentDialog key={opened.id} request={opened.request} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </EnrollmentDialogContext>
  );
}
