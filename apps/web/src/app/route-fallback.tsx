import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '../ui/full-screen-spinner';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('common.loading')} />;
}
