import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inlinedCompany } from './api/first-data';
import { createQueryClient } from './api/query-client';
import { createAppRouter } from './app/router';
import { companyByDomainQuery } from './domain/company/api';
import { AppRoot } from './features/companies';
import { AppProviders } from './ui/app-providers';

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
