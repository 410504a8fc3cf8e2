import type { StaffIdentity } from '@screener/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { StaffPage } from './staff-page';

const company = testCompany();
const owner = {
  id: 1,
  email: 'owner@festival.test',
  name: 'Olive Owner',
  role: 'owner' as const,
  created_at: '2026-01-01 10:00:00',
};
const identity: StaffIdentity = { kind: 'staff', member: owner, permissions: [] };
const invitation = {
  id: 9,
  email: 'kim@festival.test',
  role: 'box_office' as const,
  expires_at: '2026-06-08 10:00:00',
};

const api = fakeApiForEachTest(() => ({
  'admin/staff/list': { data: { members: [owner], invitations: [invitation] } },
  'admin/staff/invitation/resend': { data: { invitation } },
}));

const renderStaff = () => renderStaffPage(<StaffPage />, '/admin/staff', company, identity);

describe('StaffPage', () => {
  it('says what each role may use, as the server’s table of role rules allows', async () => {
    renderStaff();
    const guide = await screen.findByRole('region', { name: 'What each role may use' });
    const boxOffice = within(guide).getByRole('heading', { name: 'Box office' }).parentElement;
    if (!boxOffice) throw new Error('no box office card');
    expect(
      within(boxOffice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders and cash payments', 'Door check-in', 'Support requests and chat reports']);
    const manager = within(guide).getByRole('heading', { name: 'Manager' }).parentElement;
    expect(manager?.textContent).not.toContain('Staff and their invitations');
    expect(manager?.textContent).not.toContain('Payment methods');
  });

  it('mails a waiting invitation again and says so', async () => {
    renderStaff();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send the invitation to kim@festival.test again' }),
    );
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/staff/invitation/resend')?.body).toEqual({
        invitation_id: 9,
      }),
    );
    expect(await screen.findByText('Invitation sent again to kim@festival.test.')).toBeTruthy();
  });

  it('shows in the invite dialog what the chosen role may use', async () => {
    renderStaff();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    expect(role.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('Films, events, venues, plans, coupons and links');
    expect(dialog.textContent).not.toContain('Staff and their invitations');
    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    await waitFor(() => expect(dialog.textContent).toContain('Staff and their invitations'));
  });
});
