import type { AuditEntry } from '@screener/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { AuditLogPage } from './audit-log-page';

const company = testCompany({ timezone: 'UTC' });
const entry = (id: number, values: Partial<AuditEntry>): AuditEntry => ({
  id,
  actor_email: 'owner@festival.test',
  action: 'event.update',
  target_type: 'screener',
  target_id: 12,
  before: null,
  after: null,
  created_at: '2026-06-01 10:00:00',
  ...values,
});
const event = {
  title: 'Night Train',
  status: 'draft',
  thumbnail_url: `data:image/png;base64,${'A'.repeat(5000)}`,
};
const entries = [
  entry(3, { before: event, after: { ...event, status: 'published', title: 'Night Train (restored)' } }),
  entry(2, {
    actor_email: 'manager@festival.test',
    action: 'staff.invite',
    target_type: 'staff_invitation',
    target_id: 5,
    after: { email: 'kim@festival.test', role: 'box_office' },
  }),
];

const api = fakeApiForEachTest(() => ({
  'admin/audit/list': {
    data: {
      entries,
      total: 2,
      actors: ['manager@festival.test', 'owner@festival.test'],
      actions: ['event.update', 'staff.invite'],
    },
  },
}));

const renderLog = () => renderPage([{ path: '*', element: <AuditLogPage /> }], '/admin/audit', company);

describe('AuditLogPage', () => {
  it('shows who did what to which record and only the fields that changed, never the whole record', async () => {
    await i18n.loadNamespaces('admin');
    renderLog();
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [edited, invited] = within(log).getAllByRole('listitem');
    if (!edited || !invited) throw new Error('two entries expected');
    expect(within(edited).getByRole('heading').textContent).toBe('Edited an event · Event #12');
    expect(within(edited).getByText(/^By owner@festival\.test · /)).toBeTruthy();
    const fields = edited.querySelector('dl');
    if (!fields) throw new Error('no list of fields');
    expect([...fields.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['title', 'status']);
    expect(fields.textContent).toContain('draft → becomes published');
    expect(edited.textContent).not.toContain('data:image');
    expect(edited.textContent).not.toContain('thumbnail_url');
    expect(invited.textContent).toContain('Invited a staff member · Invitation #5');
    expect(invited.textContent).toContain('kim@festival.test');
    expect(invited.textContent).not.toContain('→');
  });

  it('narrows the log to one member and one action on the server, from the first page', async () => {
    renderLog();
    await screen.findByRole('list', { name: 'Audit log' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Staff member' }));
    fireEvent.click(await screen.findByRole('option', { name: 'manager@festival.test' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Invited a staff member' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === 'admin/audit/list').at(-1)?.body).toEqual({
        page: 0,
        page_size: 25,
        actor_email: 'manager@festival.test',
        action: 'staff.invite',
      }),
    );
  });

  it('says when no change matches the filters', async () => {
    api.answers['admin/audit/list'] = {
      data: { entries: [], total: 0, actors: ['owner@festival.test'], actions: ['event.update'] },
    };
    renderLog();
    expect(await screen.findByText('No change has been recorded yet.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Edited an event' }));
    expect(await screen.findByText('No change matches these filters.')).toBeTruthy();
  });
});
