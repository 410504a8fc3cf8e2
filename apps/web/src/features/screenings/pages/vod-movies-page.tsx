import Link from '@mui/material/Link';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScreenerListPage } from '../components/screener-list-page';

/** vod.movies: on-demand films, with search, and the way to the catalogue by region. */
export function VodMoviesPage() {
  const { t } = useTranslation();
  return (
    <ScreenerListPage
      list="vod"
      title={t('screenings.titles.onDemand')}
      emptyMessages={[t('screenings.empty.onDemand')]}
      searchable
      aside={
        <Link component={RouterLink} to={routePath('vod.geocatalogue')}>
          {t('screenings.titles.geoCatalogue')}
        </Link>
      }
    />
  );
}
