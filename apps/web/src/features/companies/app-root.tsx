import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { isApiErrorCode } from '../../api/api-errors';
import { errorText } from '../../api/error-text';
import { useCompanyByDomain } from '../../domain/company/api';
import { CurrentCompanyContext } from '../../domain/company/current-company-context';
import { releaseFirstView } from '../../ui/first-view';
import { FullScreenSpinner } from '../../ui/full-screen-spinner';
import { LazyPopup } from '../../ui/lazy-popup';
import { useModalAlert } from '../../ui/modal-alert';
import { useNotice } from '../../ui/notifications';
import { AppThemeProvider } from '../../ui/theme/app-theme-provider';
import { ToastStack } from '../../ui/toast-stack';
import { TopProgressBar } from '../../ui/top-progress-bar';
import { useCompanyFavicon } from './use-company-favicon';
import { useCompanyLanguage } from './use-company-language';

// Loaded the first time there is something to show: the first page needs neither.
const NotificationSnackbar = lazy(async () => ({
  default: (await import('../../ui/notification-snackbar')).NotificationSnackbar,
}));
const ModalAlertDialog = lazy(async () => ({
  default: (await import('../../ui/modal-alert-dialog')).ModalAlertDialog,
}));
// Only a host that is no company's site shows it (the chooser of sites, its list and avatars).
const UnknownSite = lazy(async () => ({
  default: (await import('./components/unknown-site')).UnknownSite,
}));

/**
 * Start-up (spec part 1 §2): nothing renders until the company of this domain has loaded. A
 * failure keeps the spinner and shows the error; a domain with no company shows the chooser.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  const { t } = useTranslation();
  const companyQuery = useCompanyByDomain();
  const company = companyQuery.data;
  const languageReady = useCompanyLanguage(company);
  useCompanyFavicon(company?.favicon_url);
  const notice = useNotice();
  const alert = useModalAlert();
  // A failed start shows its message, not the server's first view.
  useEffect(() => {
    if (companyQuery.isError) releaseFirstView();
  }, [companyQuery.isError]);

  let content: ReactNode;
  if (company && languageReady) {
    content = (
      <CurrentCompanyContext value={company}>
        <RouterProvider router={router} />
      </CurrentCompanyContext>
    );
  } else if (isApiErrorCode(companyQuery.error, 404)) {
    content = (
      <Suspense fallback={<FullScreenSpinner label={t('app.loadingSite')} />}>
        <UnknownSite />
      </Suspense>
    );
  } else {
    const error = companyQuery.isError ? errorText(companyQuery.error, t) : undefined;
    content = <FullScreenSpinner label={t('app.loadingSite')} error={error} />;
  }

  return (
    <AppThemeProvider companyTheme={company?.custom_properties.theme}>
      <TopProgressBar />
      <LazyPopup open={notice !== null}>
        <NotificationSnackbar />
      </LazyPopup>
      <ToastStack />
      <LazyPopup open={alert !== null}>
        <ModalAlertDialog />
      </LazyPopup>
      {content}
    </AppThemeProvider>
  );
}
