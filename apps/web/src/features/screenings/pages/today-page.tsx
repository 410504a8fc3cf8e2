import { useTranslation } from 'react-i18next';
import { ScreenerListPage } from '../components/screener-list-page';

/** screeners.today: today's screenings; its empty state has two messages. */
export function TodayPage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="today"
      title={t('screenings.titles.today')}
      emptyMessages={[t('screenings.empty.today'), t('screenings.empty.todayHint')]}
    />
  );
}
