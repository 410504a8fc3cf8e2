import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, esES, heIL, itIT } from '@mui/x-data-grid/locales';
import { ADMIN_PAGE_SIZES, type AdminListQuery, type AdminListTotal } from '@screener/contracts/admin-list';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from './load-state';

const GRID_TEXTS = { en: enUS, es: esES, he: heIL, it: itIT } as const;
/** How long the search waits after the last key before asking the server. */
const SEARCH_PAUSE_MS = 300;

/**
 * A back-office list's request as the grid changes it: the page, the sort and the search. A new
 * sort or search goes back to the first page; the search reaches the query after a short pause.
 */
export function useAdminListQuery<Field extends string>(initial: { sort_field?: Field } = {}) {
  const [query, setQuery] = useState<AdminListQuery<Field>>({
    page: 0,
    page_size: ADMIN_PAGE_SIZES[0],
    sort_direction: 'asc',
    search: '',
    ...initial,
  });
  const [searchText, setSearchText] = useState('');

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(() => {
      setQuery((current) => (current.search === search ? current : { ...current, search, page: 0 }));
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return { query, setQuery, searchText, setSearchText };
}

type AdminDataGridProps<Row extends GridValidRowModel, Field extends string> = {
  /** The list's name, for screen readers and the search's label. */
  label: string;
  columns: GridColDef<Row>[];
  /** The page's rows and the total, or undefined while the first page loads. */
  data: ({ rows: Row[] } & AdminListTotal) | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  list: ReturnType<typeof useAdminListQuery<Field>>;
  /** Fields the server sorts by; other columns are not sortable. */
  sortFields: readonly Field[];
  searchLabel: string;
  /** A pointer shortcut only: give each row a link or button in a cell for keyboard users too. */
  onRowClick?: (row: Row) => void;
  /** Shown above the grid beside the search, such as a New button or filters. */
  actions?: ReactNode;
  /** Said in the grid's body when nothing matches. */
  emptyText: string;
  /** Columns left out on a phone, so the ones that name a row fit its width. */
  hiddenOnPhone?: readonly string[];
  /** A row's key when `id` alone does not tell rows apart. */
  getRowId?: (row: Row) => string | number;
};

/**
 * The back-office's one list: MUI X Data Grid with paging, sorting and search done by the server
 * (`adminListRequest`), in the back-office's language and direction.
 */
export function AdminDataGrid<Row extends GridValidRowModel, Field extends string>({
  label,
  columns,
  data,
  loading,
  error,
  onRetry,
  list,
  sortFields,
  searchLabel,
  onRowClick,
  actions,
  emptyText,
  hiddenOnPhone = [],
  getRowId,
}: AdminDataGridProps<Row, Field>) {
  const { i18n } = useTranslation('admin');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const columnVisibilityModel = Object.fromEntries(hiddenOnPhone.map((field) => [field, !phone]));
  const searchId = useId();
  const { query, setQuery } = list;
  const language = i18n.language as keyof typeof GRID_TEXTS;
  const gridTexts = (GRID_TEXTS[language] ?? enUS).components.MuiDataGrid.defaultProps.localeText;

  const paginationModel: GridPaginationModel = { page: query.page, pageSize: query.page_size };
  const sortModel: GridSortModel = query.sort_field
    ? [{ field: query.sort_field, sort: query.sort_direction }]
    : [];
  const sortable = new Set<string>(sortFields);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          id={searchId}
          type="search"
          size="small"
          label={searchLabel}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          sx={{ minWidth: { sm: 280 } }}
        />
        {actions}
      </Stack>
      {error ? <LoadState error={error} onRetry={onRetry} /> : null}
      <DataGrid<Row>
        label={label}
        columns={columns.map((column) => ({ ...column, sortable: sortable.has(column.field) }))}
        columnVisibilityModel={columnVisibilityModel}
        rows={data?.rows ?? []}
        {...(getRowId ? { getRowId } : {})}
        // Past the server's counting bound the total is unknown: the grid says "more than" and
        // keeps its next-page button.
        rowCount={!data ? 0 : data.total_exact ? data.total : -1}
        paginationMeta={{
          hasNextPage: !data?.total_exact || (query.page + 1) * query.page_size < data.total,
        }}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['asc', 'desc', null]}
        pageSizeOptions={[...ADMIN_PAGE_SIZES]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          setQuery((current) => ({ ...current, page: model.page, page_size: model.pageSize }))
        }
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const [first] = model;
          setQuery((current) => {
            const { sort_field: _dropped, ...rest } = current;
            return first?.sort
              ? { ...rest, sort_field: first.field as Field, sort_direction: first.sort, page: 0 }
              : { ...rest, sort_direction: 'asc', page: 0 };
          });
        }}
        onRowClick={onRowClick ? (params: GridRowParams<Row>) => onRowClick(params.row) : undefined}
        localeText={{ ...gridTexts, noRowsLabel: emptyText, noResultsOverlayLabel: emptyText }}
        sx={{ minHeight: 320, ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}) }}
      />
    </Stack>
  );
}
