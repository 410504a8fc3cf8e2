import { useTranslation } from 'react-i18next';
import { ScreenerListPage } from '../components/screener-list-page';

/** screeners.ongoing: ended events are left out by the server. */
export function OngoingPage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="ongoing"
      title={t('screenings.titles.ongoing')}
      emptyMessages={[t('screenings.empty.ongoing')]}
    />
  );
}
