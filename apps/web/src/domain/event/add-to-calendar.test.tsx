import type { Company } from '@screener/contracts/company';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { AddToCalendar } from './add-to-calendar';

const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;
const screener = {
  id: 12,
  title: 'Night Train',
  screening_starts_at: '2030-05-01 19:00:00',
  screening_ends_at: '2030-05-01 21:00:00',
};

describe('add to calendar', () => {
  it('opens its menu on the first click, with Google Calendar for the event and the file', async () => {
    renderPage([{ path: '/', element: <AddToCalendar screener={screener} /> }], '/', company);
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const google = within(menu).getAllByRole('menuitem')[0] as HTMLAnchorElement;
    expect(new URL(google.href).searchParams.get('text')).toBe('Night Train');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  });
});
