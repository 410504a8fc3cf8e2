import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { inlinedCompany } from '../../api/first-data';
import { createQueryClient } from '../../api/query-client';
import { companyByDomainQuery } from '../../domain/company/api';
import { i18n } from '../../i18n/i18n';
import { AppProviders } from '../../ui/app-providers';
import { AppRoot } from './app-root';

/**
 * The start both apps share (the viewer's site and the back-office): every page waits for the
 * company of this domain. The server has put it in the page; else it is asked now and arrives while
 * the page's own code loads. Then the app's router renders under the shared providers.
 */
export function startApp(createRouter: () => DataRouter): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');

  const queryClient = createQueryClient();
  const companyQuery = companyByDomainQuery(window.location.origin);
  if (inlinedCompany) queryClient.setQueryData(companyQuery.queryKey, inlinedCompany);
  else void queryClient.prefetchQuery(companyQuery);
  // Answers carry staff's texts in the language asked for (decision 0052): another language asks
  // again. The company itself reads the same in every language.
  let askedIn = i18n.language;
  i18n.on('languageChanged', (language) => {
    if (!askedIn || language === askedIn) {
      askedIn = language;
      return;
    }
    askedIn = language;
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== companyQuery.queryKey[0],
    });
  });
  const router = createRouter();

  createRoot(container).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRoot router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
