import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Company } from '@screener/contracts/company';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { CurrentCompanyContext } from '../domain/company/current-company-context';
import { AppProviders } from '../ui/app-providers';
import { NotificationSnackbar } from '../ui/notification-snackbar';

/** Renders `routes` at `path` inside the app's providers for `company`, as the site shows a page. */
export function renderPage(routes: RouteObject[], path: string, company: Company) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <ThemeProvider theme={createTheme()}>
        <CurrentCompanyContext value={company}>
          <RouterProvider router={router} />
          <NotificationSnackbar />
        </CurrentCompanyContext>
      </ThemeProvider>
    </AppProviders>,
  );
  return router;
}
