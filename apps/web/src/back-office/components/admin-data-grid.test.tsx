import type { AdminListTotal } from '@screener/contracts/admin-list';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { AdminDataGrid, useAdminListQuery } from './admin-data-grid';

type Film = { id: number; title: string; year: number };
const rows: Film[] = [
  { id: 1, title: 'Night Train', year: 2024 },
  { id: 2, title: 'Morning Sea', year: 2025 },
];
const asked: unknown[] = [];

function FilmsGrid({ total = { total: 60, total_exact: true } }: { total?: AdminListTotal }) {
  const list = useAdminListQuery<'title'>();
  asked.push(list.query);
  return (
    <AdminDataGrid<Film, 'title'>
      label="Films"
      columns={[
        { field: 'title', headerName: 'Title' },
        { field: 'year', headerName: 'Year' },
      ]}
      data={{ rows, ...total }}
      loading={false}
      error={null}
      onRetry={() => {}}
      list={list}
      sortFields={['title']}
      searchLabel="Search films"
      emptyText="No films"
    />
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
  vi.useRealTimers();
});

// The grid's first render in jsdom takes seconds on a loaded machine.
describe('AdminDataGrid', { timeout: 30_000 }, () => {
  it('shows the rows and asks for a search after a pause, from the first page', () => {
    vi.useFakeTimers();
    render(<FilmsGrid />);
    expect(screen.getByRole('grid', { name: 'Films' })).toBeDefined();
    expect(screen.getByText('Night Train')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Search films'), { target: { value: ' sea ' } });
    expect(asked.at(-1)).toMatchObject({ search: '' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(asked.at(-1)).toMatchObject({ search: 'sea', page: 0 });
  });

  it('sorts by a server column only', () => {
    render(<FilmsGrid />);
    fireEvent.click(screen.getByText('Title'));
    expect(asked.at(-1)).toMatchObject({ sort_field: 'title', sort_direction: 'asc' });
    fireEvent.click(screen.getByText('Year'));
    expect(asked.at(-1)).toMatchObject({ sort_field: 'title' });
  });

  it('shows an exact total, and a bounded one as a lower bound with a next page', () => {
    render(<FilmsGrid />);
    expect(screen.getByText('1–25 of 60')).toBeDefined();
    cleanup();
    render(<FilmsGrid total={{ total: 1001, total_exact: false }} />);
    expect(screen.getByText('1–25 of more than 25')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(false);
  });
});
