import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { CompaniesPage } from './companies-page';

const harbour = {
  id: 4,
  title: 'Harbour Cinema',
  slug: 'harbour',
  domain: 'harbour.localhost',
  staff_count: 2,
  suspended_at: null,
  suspended_reason: null,
};
const suspended = { ...harbour, suspended_at: '2026-06-01T10:00:00.000Z', suspended_reason: 'Unpaid' };

const api = fakeApiForEachTest(() => ({
  'admin/platform/companies/list': { data: { companies: [harbour] } },
  'admin/platform/companies/setDomain': [
    { error: { code: 409, message: 'Another site already uses this domain or short name.' } },
    { data: { company: { ...harbour, domain: 'harbour.example.test' } } },
  ],
  'admin/platform/companies/inviteOwner': { data: { done: true } },
  'admin/platform/companies/suspend': { data: { company: suspended } },
}));

const show = async () => {
  await i18n.loadNamespaces('admin');
  renderPage([{ path: '*', element: <CompaniesPage /> }], '/admin/companies', testCompany());
  await screen.findByText('harbour.localhost');
};

const bodyOf = (path: string) => api.requests.filter((request) => request.path === path).at(-1)?.body;

describe('CompaniesPage', () => {
  it('shows the server’s refusal of a domain on its field, then saves another', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Set the domain of Harbour Cinema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain of Harbour Cinema' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'cinema.localhost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save domain' }));
    expect(
      await within(dialog).findByText('Another site already uses this domain or short name.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'Harbour.Example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('admin/platform/companies/setDomain')).toEqual({
      company_id: 4,
      domain: 'harbour.example.test',
    });
  });

  it('refuses a malformed domain before asking the server', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Set the domain of Harbour Cinema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain of Harbour Cinema' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'http://harbour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save domain' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(bodyOf('admin/platform/companies/setDomain')).toBeUndefined();
  });

  it('invites an owner and suspends the site with a reason', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Invite an owner of Harbour Cinema' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite an owner of Harbour Cinema' });
    fireEvent.change(within(invite).getByRole('textbox', { name: 'Owner’s email' }), {
      target: { value: 'boss@harbour.test' },
    });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(bodyOf('admin/platform/companies/inviteOwner')).toEqual({
        company_id: 4,
        email: 'boss@harbour.test',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Suspend Harbour Cinema' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspend Harbour Cinema' });
    fireEvent.change(within(suspend).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Unpaid' },
    });
    api.answers['admin/platform/companies/list'] = { data: { companies: [suspended] } };
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend site' }));
    await waitFor(() =>
      expect(bodyOf('admin/platform/companies/suspend')).toEqual({
        company_id: 4,
        suspended: true,
        reason: 'Unpaid',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reinstate Harbour Cinema' })).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
  });

  it('shows each company as a card on a phone, its actions reachable without a table', async () => {
    // Every media query matches: the page is in the mobile layout.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await show();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Companies' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Harbour Cinema' })).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Invite an owner of Harbour Cinema' }));
    expect(await screen.findByRole('dialog', { name: 'Invite an owner of Harbour Cinema' })).toBeTruthy();
  });
});
