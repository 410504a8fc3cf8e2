import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A thin bar on top of the page while any query or mutation runs (spec part 1 §2). */
export function TopProgressBar() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label={t('chrome.loading')}
      sx={{
        position: 'fixed',
        insetBlockStart: 0,
        insetInline: 0,
        blockSize: 3,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
}
