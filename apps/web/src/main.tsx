import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRoot } from './app/app-root';
import { inlinedCompany } from './app/first-data';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { companyByDomainQuery } from './features/companies/api';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Every page waits for the company: the server has put it in the page; else it is asked now and
// arrives while the page's own code loads.
const queryClient = createQueryClient();
const companyQuery = companyByDomainQuery(window.location.origin);
if (inlinedCompany) queryClient.setQueryData(companyQuery.queryKey, inlinedCompany);
else void queryClient.prefetchQuery(companyQuery);
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <AppRoot router={router} />
    </AppProviders>
  </StrictMode>,
);
