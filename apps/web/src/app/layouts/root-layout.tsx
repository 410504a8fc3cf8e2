import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AuthLayout } from '../../domain/company/auth-layout';
import { SessionWatcher } from '../../features/account';
import { useCaptureAffiliation } from '../../features/referral';
import { SupportButton } from '../../features/support';
import { releaseFirstView } from '../../ui/first-view';
import { GuestLayout } from '../../ui/layouts/guest-layout';
import { useKeepEmbedMode } from '../../ui/use-embed-mode';
import { CompanyLayout } from './company-layout';
import { layoutForMatches, pageReleasesFirstView } from './route-handle';

/** The longest a page that replaces the first view itself may keep it (its data is late or failed). */
const FIRST_VIEW_LIMIT_MS = 3000;

/** The root route: wraps the matched page in the layout its route handle names. */
export function RootLayout() {
  const matches = useMatches();
  const layout = layoutForMatches(matches);
  const pageReleases = pageReleasesFirstView(matches);
  // The page's code has loaded and drawn: the server's first view gives way to it.
  useEffect(() => {
    if (!pageReleases) return releaseFirstView();
    const timer = setTimeout(releaseFirstView, FIRST_VIEW_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pageReleases]);
  useKeepEmbedMode();
  useCaptureAffiliation();
  const page = (
    <>
      <ScrollRestoration />
      <SessionWatcher />
      <Outlet />
    </>
  );
  switch (layout) {
    case 'bare':
      return page;
    case 'guest':
      return <GuestLayout>{page}</GuestLayout>;
    // The floating "Leave a message" form is on every page of a company site.
    case 'auth':
      return (
        <>
          <AuthLayout>{page}</AuthLayout>
          <SupportButton />
        </>
      );
    case 'company':
      return (
        <>
          <CompanyLayout>{page}</CompanyLayout>
          <SupportButton />
        </>
      );
  }
}
