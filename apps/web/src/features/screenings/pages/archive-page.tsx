import { useTranslation } from 'react-i18next';
import { ScreenerListPage } from '../components/screener-list-page';

/** screeners.archive, with a clearable search. */
export function ArchivePage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="archive"
      title={t('screenings.titles.archive')}
      emptyMessages={[t('screenings.empty.past')]}
      searchable
    />
  );
}
