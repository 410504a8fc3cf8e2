import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inlinedCompany } from '../api/first-data';
import { createQueryClient } from '../api/query-client';
import { companyByDomainQuery } from '../domain/company/api';
import { AppRoot } from '../features/companies';
import { AppProviders } from '../ui/app-providers';
import './admin-texts';
import { createBackOfficeRouter } from './app/back-office-router';

/**
 * The back-office's entry (admin.html, which the server serves for `/admin` and below): an app of
 * its own beside the viewer's site, with its own router and pages. It shares with the site the
 * ground (ui, api client, i18n, theme, session) and the start: the same providers, and nothing
 * renders until the company of this domain has loaded, in its language and theme (AppRoot).
 */
const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');

// The server puts the company in the page; else it is asked now, while the back-office's code loads.
const queryClient = createQueryClient();
const companyQuery = companyByDomainQuery(window.location.origin);
if (inlinedCompany) queryClient.setQueryData(companyQuery.queryKey, inlinedCompany);
else void queryClient.prefetchQuery(companyQuery);
const router = createBackOfficeRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <AppRoot router={router} />
    </AppProviders>
  </StrictMode>,
);
