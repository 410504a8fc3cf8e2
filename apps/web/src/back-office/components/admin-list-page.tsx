import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useState } from 'react';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useApiErrorText } from '../use-api-error-text';

/**
 * The back-office's list pages (plans, coupons, links, films, events, venues, staff) are built of
 * the same parts: this page frame, a toolbar and grid (`AdminDataGrid`, or `AdminTable` for a
 * short list), a column of row actions, and dialogs to edit a row or confirm an action on it
 * (`ConfirmDialog` with `useConfirmedRowAction`).
 */

/**
 * A list page: its title (the tab's and the page's heading), an action beside the heading (such
 * as Invite), then its tabs, lists and dialogs.
 */
export function AdminListPage({
  title,
  action,
  spacing = 2,
  children,
}: {
  title: string;
  action?: ReactNode;
  spacing?: 2 | 3;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const heading = (
    <Typography component="h1" variant="h4">
      {title}
    </Typography>
  );
  return (
    <Stack spacing={spacing}>
      {action ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

/** What the grid needs of a list's query: the page of rows, whether it is fetching, its error. */
export type ListQuery<Data> = {
  data: Data | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** A list query as `AdminDataGrid`'s props: its rows, its loading and error states and a retry. */
export function gridQuery<Data>(query: ListQuery<Data>) {
  return {
    data: query.data,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/** A list's last column: the buttons that act on its row. */
export function rowActionsColumn<Row extends GridValidRowModel>(
  headerName: string,
  minWidth: number,
  render: (row: Row) => ReactNode,
): GridColDef<Row> {
  return { field: 'actions', headerName, minWidth, renderCell: ({ row }) => render(row) };
}

/**
 * Runs an action on a row and says what it did (`done`), or why it failed; resolves true when it
 * succeeded.
 */
export function useRowAction(): (action: () => Promise<unknown>, done?: string) => Promise<boolean> {
  const apiErrorText = useApiErrorText();
  return async (action, done) => {
    try {
      await action();
      if (done) notify(done, 'success');
      return true;
    } catch (error) {
      notify(apiErrorText(error), 'error');
      return false;
    }
  };
}

/**
 * A row action that takes effect at once, asked first: `ask(row)` opens the confirmation, `dialog`
 * holds `ConfirmDialog`'s open, confirm and close; the dialog closes when the action succeeded
 * and stays open, the failure said, when it did not.
 */
export function useConfirmedRowAction<Row>(act: (row: Row) => Promise<boolean>) {
  const [row, setRow] = useState<Row | null>(null);
  return {
    row,
    ask: (target: Row) => setRow(target),
    dialog: {
      open: row !== null,
      onConfirm: () => {
        if (row) void act(row).then((done) => done && setRow(null));
      },
      onClose: () => setRow(null),
    },
  };
}
