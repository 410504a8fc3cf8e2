import { ADMIN_PATHS } from '@screener/contracts/staff';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { LoginPage } from './login-page';

fakeApiForEachTest(() => ({}));

const StaffSignIn = () => <h1>Staff sign-in</h1>;

describe('the login page', () => {
  it('shows distributors a button to the staff sign-in (spec part 1 §1)', async () => {
    const router = renderPage(
      [
        { path: '/login', Component: LoginPage },
        { path: ADMIN_PATHS.login, Component: StaffSignIn },
      ],
      '/login',
      testCompany(),
    );
    const button = await screen.findByRole('link', { name: 'Distributor login' });
    expect(button.getAttribute('href')).toBe(ADMIN_PATHS.login);
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.login);
  });
});
