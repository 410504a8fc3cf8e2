import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_MS, type Toast, useToasts } from './notifications';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <Alert
      severity="info"
      variant="filled"
      closeText={t('common.close')}
      onClose={() => dismissToast(toast.id)}
      sx={{ boxShadow: 6 }}
    >
      <AlertTitle>{toast.title}</AlertTitle>
      <span>{toast.body}</span>
    </Alert>
  );
}

/** Live support notices, stacked under the snackbar's corner; screen readers hear each one. */
export function ToastStack() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Stack
      role="status"
      aria-live="polite"
      spacing={1}
      sx={{
        position: 'fixed',
        insetBlockStart: 80,
        insetInlineEnd: 24,
        zIndex: (theme) => theme.zIndex.snackbar,
        maxInlineSize: 'min(400px, calc(100vw - 48px))',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
