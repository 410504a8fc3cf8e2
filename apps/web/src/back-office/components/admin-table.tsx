import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type AdminColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** `nowrap` keeps dates and amounts on one line; `anywhere` breaks long addresses. */
  wrap?: 'nowrap' | 'anywhere';
  /** Left to right whatever the page's direction: slugs, domains, JSON. */
  ltr?: boolean;
  monospace?: boolean;
};

const wrapSx = { nowrap: { whiteSpace: 'nowrap' }, anywhere: { wordBreak: 'break-all' } } as const;

function cellSx<Row>(column: AdminColumn<Row>): SxProps<Theme> {
  return {
    ...(column.wrap ? wrapSx[column.wrap] : {}),
    ...(column.monospace ? { fontFamily: 'monospace' } : {}),
  };
}

/**
 * A short back-office table: one server answer shown whole, with controls in its cells. Long
 * lists that page, sort and search on the server use `AdminDataGrid` instead.
 */
export function AdminTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  footer,
}: {
  /** The table's accessible name. */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Below the table, such as its pagination. */
  footer?: ReactNode;
}) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={cellSx(column)} dir={column.ltr ? 'ltr' : undefined}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </>
  );
}
