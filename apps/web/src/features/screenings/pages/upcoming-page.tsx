import { useTranslation } from 'react-i18next';
import { ScreenerListPage } from '../components/screener-list-page';

/** screeners.upcoming */
export function UpcomingPage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="upcoming"
      title={t('screenings.titles.upcoming')}
      emptyMessages={[t('screenings.empty.upcoming')]}
    />
  );
}
