import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { companyByDomainQuery } from './features/companies/api';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Every page waits for the company: asked now, it arrives while the page's own code loads.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(companyByDomainQuery(window.location.origin));
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <AppRoot router={router} />
    </AppProviders>
  </StrictMode>,
);
