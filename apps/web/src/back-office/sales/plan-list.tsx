import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminListTotal } from '@screener/contracts/admin-list';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import {
  gridQuery,
  type ListQuery,
  rowActionsColumn,
  useConfirmedRowAction,
  useRowAction,
} from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ACTIVE_OF, type ActiveFilter, ActiveFilterSelect } from './active-filter';

type Plan = { id: number; name: string; active: boolean };

/** A plan list's request: the grid's page, sort and search, and the on-sale filter beside them. */
export function usePlanListQuery<Field extends string>() {
  const list = useAdminListQuery<Field>({ sort_field: 'created_at' as Field });
  const [filter, setFilter] = useState<ActiveFilter>('all');
  return { list, filter, setFilter, query: { ...list.query, active: ACTIVE_OF[filter] } };
}

/** A plan's status: on sale, or hidden (archived, unless `hiddenLabel` says why else). */
export function PlanStatusChip({ onSale, hiddenLabel }: { onSale: boolean; hiddenLabel?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      color={onSale ? 'success' : 'default'}
      label={onSale ? t('plans.onSale') : (hiddenLabel ?? t('plans.hidden'))}
    />
  );
}

/**
 * One tab of the plans page: a list of plans to search, sort and filter by whether they are on sale,
 * each opening its dialog by its name, archived after a confirmation and restored at once.
 * `columns` are those between the name and the actions.
 */
export function PlanList<P extends Plan, Field extends string>(props: {
  intro: ReactNode;
  label: string;
  columns: GridColDef<P>[];
  plans: ListQuery<{ rows: P[] } & AdminListTotal>;
  request: ReturnType<typeof usePlanListQuery<Field>>;
  sortFields: readonly Field[];
  emptyText: string;
  newLabel: string;
  archiveText: string;
  setActive: {
    mutateAsync: (input: { id: number; active: boolean }) => Promise<unknown>;
    isPending: boolean;
  };
  dialog: (plan: P | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const runAction = useRowAction();
  const { list, filter, setFilter } = props.request;
  const [editing, setEditing] = useState<{ plan: P | null } | null>(null);
  const changeActive = (plan: P, active: boolean) =>
    runAction(
      () => props.setActive.mutateAsync({ id: plan.id, active }),
      t(active ? 'plans.restored' : 'plans.archived', { name: plan.name }),
    );
  const archive = useConfirmedRowAction<P>((plan) => changeActive(plan, false));

  const columns: GridColDef<P>[] = [
    {
      field: 'name',
      headerName: t('plans.fields.name'),
      flex: 2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setEditing({ plan: row })} sx={{ textTransform: 'none' }}>
          <bdi>{row.name}</bdi>
        </Button>
      ),
    },
    ...props.columns,
    rowActionsColumn<P>(t('sales.actions'), 130, (row) =>
      row.active ? (
        <Button size="small" color="error" onClick={() => archive.ask(row)}>
          {t('plans.archive')}
        </Button>
      ) : (
        <Button size="small" onClick={() => void changeActive(row, true)}>
          {t('plans.restore')}
        </Button>
      ),
    ),
  ];

  return (
    <Stack spacing={2}>
      {props.intro}
      <AdminDataGrid
        label={props.label}
        columns={columns}
        {...gridQuery(props.plans)}
        list={list}
        sortFields={props.sortFields}
        searchLabel={t('plans.search')}
        emptyText={props.emptyText}
        actions={
          <>
            <ActiveFilterSelect
              value={filter}
              onChange={(value) => {
                setFilter(value);
                list.setQuery((current) => ({ ...current, page: 0 }));
              }}
            />
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ plan: null })}>
              {props.newLabel}
            </Button>
          </>
        }
      />
      {editing ? props.dialog(editing.plan, () => setEditing(null)) : null}
      <ConfirmDialog
        {...archive.dialog}
        title={t('plans.archiveTitle', { name: archive.row?.name ?? '' })}
        text={props.archiveText}
        confirmLabel={t('plans.archive')}
        busy={props.setActive.isPending}
      />
    </Stack>
  );
}
