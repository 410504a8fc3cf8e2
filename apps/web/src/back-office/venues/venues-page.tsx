import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDisplayDate } from '@screener/contracts/dates';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { VENUE_SORT_FIELDS, type VenueListRow, type VenueSortField } from '@screener/contracts/venue-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { AdminListPage, gridQuery } from '../components/admin-list-page';
import { venuePath } from './venue-editor-page';
import { useVenueList } from './venues-api';

/** Venues: the company's halls in the shared grid, each opening its seat-map editor. */
export function VenuesPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const list = useAdminListQuery<VenueSortField>({ sort_field: 'name' });
  const venues = useVenueList(list.query);

  const columns: GridColDef<VenueListRow>[] = [
    {
      field: 'name',
      headerName: t('venues.name'),
      flex: 2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={venuePath(row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'address', headerName: t('venues.address'), flex: 2, minWidth: 160 },
    {
      field: 'seat_count',
      headerName: t('venues.seats'),
      type: 'number',
      minWidth: 110,
      valueGetter: (_value, row) => row.seat_count,
    },
    {
      field: 'grid',
      headerName: t('venues.gridSize'),
      minWidth: 110,
      valueGetter: (_value, row) => `${row.rows} × ${row.columns}`,
    },
    { field: 'event_count', headerName: t('venues.eventCount'), type: 'number', minWidth: 100 },
    {
      field: 'updated_at',
      headerName: t('venues.updated'),
      minWidth: 170,
      valueFormatter: (value: string) => formatDisplayDate(value, undefined, i18n.language),
    },
  ];

  return (
    <AdminListPage title={t('venues.title')}>
      <AdminDataGrid
        label={t('venues.title')}
        columns={columns}
        {...gridQuery(venues)}
        list={list}
        sortFields={VENUE_SORT_FIELDS}
        searchLabel={t('venues.search')}
        onRowClick={(row) => void navigate(venuePath(row.id))}
        emptyText={list.query.search ? t('venues.noMatch') : t('venues.empty')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={ADMIN_PATHS.venueNew}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('venues.new')}
            </Button>
            <Button component={RouterLink} to={ADMIN_PATHS.venueEvents} variant="outlined">
              {t('venues.pricing.title')}
            </Button>
          </Stack>
        }
      />
    </AdminListPage>
  );
}
