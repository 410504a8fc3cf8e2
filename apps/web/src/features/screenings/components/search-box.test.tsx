import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { SearchBox } from './search-box';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const field = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search events' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('search box', () => {
  it('reports a search once typing stops', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    type('retro');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['retro']]);
  });

  it('keeps what the viewer typed on when the address catches up with the last search', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    type('retrospective');
    act(() => vi.advanceTimersByTime(300));
    type('no such film');
    rerender(<SearchBox value="retrospective" onSearch={onSearch} />);
    expect(field().value).toBe('no such film');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([['retrospective'], ['no such film']]);
  });

  it('shows a search that comes from elsewhere, such as going back', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="retrospective" onSearch={onSearch} />);
    rerender(<SearchBox value="gala" onSearch={onSearch} />);
    expect(field().value).toBe('gala');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
