import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ListPagination } from './list-pagination';

afterEach(cleanup);

const items = () => within(screen.getByRole('navigation')).getAllByRole('listitem');

describe('list pagination', () => {
  it('is not shown for a single page', async () => {
    await i18n.changeLanguage('en');
    render(<ListPagination page={1} lastPage={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps 7 items between the arrows, wherever the current page is', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<ListPagination page={1} lastPage={10} onChange={() => undefined} />);
    // The two arrows plus seven: pages and gaps.
    expect(items()).toHaveLength(9);
    rerender(<ListPagination page={5} lastPage={10} onChange={() => undefined} />);
    expect(items()).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('names its buttons in the page language and reports the chosen page', async () => {
    await i18n.changeLanguage('he');
    const onChange = vi.fn();
    render(<ListPagination page={1} lastPage={10} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'עמודים' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'מעבר לעמוד 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'מעבר לעמוד הבא' }));
    expect(onChange.mock.calls).toEqual([[2], [2]]);
  });
});
