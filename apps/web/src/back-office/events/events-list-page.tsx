import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_EVENT_KINDS,
  ADMIN_EVENT_PUBLISHED,
  ADMIN_EVENT_SORT_FIELDS,
  ADMIN_EVENT_WHEN,
  type AdminEventKind,
  type AdminEventPublished,
  type AdminEventRow,
  type AdminEventWhen,
} from '@screener/contracts/admin-events';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { AdminListPage, gridQuery } from '../components/admin-list-page';
import { SelectField } from '../components/select-field';
import { formatEventTime } from './event-time';
import { useAdminEvents } from './events-api';

type SortField = (typeof ADMIN_EVENT_SORT_FIELDS)[number];
/** On a phone the title, start and state fit the screen; the rest is in the event's editor. */
const PHONE_HIDDEN = ['kind', 'ends_at', 'film_count', 'sales'];
/** A filter takes a line of its own on a phone and sits beside the others on a wider screen. */
const FILTER_SX = { flex: '1 1 150px', minWidth: 150, maxInlineSize: { md: 200 } };
const editorPath = (id: number) => generatePath(ADMIN_PATHS.event, { screener_id: String(id) });

/** The company's events, paged, sorted and searched on the server, with their kind, state and time filters. */
export function EventsListPage() {
  const { t, i18n } = useTranslation('admin');
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const list = useAdminListQuery<SortField>({ sort_field: 'starts_at' });
  const [kind, setKind] = useState<AdminEventKind | null>(null);
  const [published, setPublished] = useState<AdminEventPublished>('all');
  const [when, setWhen] = useState<AdminEventWhen>('all');
  const events = useAdminEvents({ ...list.query, kind, published, when });
  const language = i18n.resolvedLanguage ?? 'en';
  const time = (value: string) => formatEventTime(value, company.timezone, language);
  // A new filter starts from the first page, as a new search does.
  const filter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      list.setQuery((current) => ({ ...current, page: 0 }));
    };

  const columns: GridColDef<AdminEventRow>[] = [
    {
      field: 'title',
      headerName: t('events.columns.title'),
      flex: 2,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={editorPath(row.id)} onClick={(event) => event.stopPropagation()}>
          <bdi>{row.title}</bdi>
        </Link>
      ),
    },
    {
      field: 'kind',
      headerName: t('events.columns.kind'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (value: AdminEventKind) => t(`events.kinds.${value}`),
    },
    {
      field: 'starts_at',
      headerName: t('events.columns.startsAt'),
      flex: 1,
      minWidth: 170,
      valueFormatter: (value: string) => time(value),
    },
    {
      field: 'ends_at',
      headerName: t('events.columns.endsAt'),
      flex: 1,
      minWidth: 170,
      valueFormatter: (value: string) => time(value),
    },
    {
      field: 'status',
      headerName: t('events.columns.status'),
      minWidth: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={t(`events.status.${row.status}`)}
          color={row.status === 'published' ? 'success' : 'default'}
        />
      ),
    },
    { field: 'film_count', headerName: t('events.columns.films'), type: 'number', minWidth: 90 },
    { field: 'sales', headerName: t('events.columns.sales'), type: 'number', minWidth: 90 },
  ];

  return (
    <AdminListPage title={t('events.title')}>
      <AdminDataGrid<AdminEventRow, SortField>
        label={t('events.title')}
        columns={columns}
        {...gridQuery(events)}
        list={list}
        sortFields={ADMIN_EVENT_SORT_FIELDS}
        searchLabel={t('events.search')}
        onRowClick={(row) => navigate(editorPath(row.id))}
        emptyText={t('events.empty')}
        hiddenOnPhone={PHONE_HIDDEN}
        actions={
          // The filters wrap onto as many lines as the screen needs: side by side they are wider than a phone.
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexGrow: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <SelectField
              size="small"
              label={t('events.filters.kind')}
              value={kind ?? 'all'}
              onChange={(change) =>
                filter(setKind)(
                  change.target.value === 'all' ? null : (change.target.value as AdminEventKind),
                )
              }
              sx={FILTER_SX}
              options={[
                { value: 'all', label: t('events.filters.all') },
                ...ADMIN_EVENT_KINDS.map((item) => ({ value: item, label: t(`events.kinds.${item}`) })),
              ]}
            />
            <SelectField
              size="small"
              label={t('events.filters.published')}
              value={published}
              onChange={(change) => filter(setPublished)(change.target.value as AdminEventPublished)}
              sx={FILTER_SX}
              options={ADMIN_EVENT_PUBLISHED.map((item) => ({
                value: item,
                label: t(`events.filters.${item}`),
              }))}
            />
            <SelectField
              size="small"
              label={t('events.filters.when')}
              value={when}
              onChange={(change) => filter(setWhen)(change.target.value as AdminEventWhen)}
              sx={FILTER_SX}
              options={ADMIN_EVENT_WHEN.map((item) => ({
                value: item,
                label: t(item === 'all' ? 'events.filters.anyTime' : `events.filters.${item}`),
              }))}
            />
            <Button
              component={RouterLink}
              to={ADMIN_PATHS.eventNew}
              variant="contained"
              startIcon={<Add />}
              sx={{ marginInlineStart: { sm: 'auto' } }}
            >
              {t('events.new')}
            </Button>
          </Stack>
        }
      />
    </AdminListPage>
  );
}
