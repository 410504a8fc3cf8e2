import { useTranslation } from 'react-i18next';
import { ScreenerListPage } from '../components/screener-list-page';

/** vod.movies: on-demand films, with search. */
export function VodMoviesPage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="vod"
      title={t('screenings.titles.onDemand')}
      emptyMessages={[t('screenings.empty.onDemand')]}
      searchable
    />
  );
}
