import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminFilmRow, FILM_SORT_FIELDS, type FilmSortField } from '@screener/contracts/films';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { AdminListPage, gridQuery } from '../components/admin-list-page';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useFilmList } from './films-api';

export const filmPath = (filmId: number | 'new') => ADMIN_PATHS.film.replace(':filmId', String(filmId));

/** Films: the company's films on the shared grid, each opening its page; New opens an empty one. */
export function FilmsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const dateTime = useAdminDateTime();
  const list = useAdminListQuery<FilmSortField>();
  const films = useFilmList(list.query);

  const columns: GridColDef<AdminFilmRow>[] = [
    {
      field: 'title',
      headerName: t('films.fields.title'),
      flex: 2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={filmPath(row.id)}>
          <bdi>{row.title}</bdi>
        </Link>
      ),
    },
    { field: 'director', headerName: t('films.fields.director'), flex: 1, minWidth: 140 },
    {
      field: 'movie_state',
      headerName: t('films.movie.title'),
      minWidth: 140,
      valueGetter: (_value, row) => t(`films.movie.state.${row.movie_state}`),
    },
    {
      field: 'updated_at',
      headerName: t('films.updated'),
      minWidth: 180,
      valueGetter: (_value, row) => dateTime(row.updated_at),
    },
  ];

  return (
    <AdminListPage title={t('films.title')}>
      <AdminDataGrid<AdminFilmRow, FilmSortField>
        label={t('films.title')}
        columns={columns}
        {...gridQuery(films)}
        list={list}
        sortFields={FILM_SORT_FIELDS}
        searchLabel={t('films.search')}
        onRowClick={(row) => void navigate(filmPath(row.id))}
        emptyText={t('films.empty')}
        actions={
          <Button variant="contained" component={RouterLink} to={filmPath('new')}>
            {t('films.new')}
          </Button>
        }
      />
    </AdminListPage>
  );
}
