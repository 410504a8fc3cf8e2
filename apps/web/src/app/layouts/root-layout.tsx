import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { SessionWatcher } from '../../features/account/components/session-watcher';
import { useCaptureAffiliation } from '../../features/referral/use-capture-affiliation';
import { SupportButton } from '../../features/support/components/support-button';
import { useKeepEmbedMode } from '../use-embed-mode';
import { AuthLayout } from './auth-layout';
import { CompanyLayout } from './company-layout';
import { GuestLayout } from './guest-layout';
import { layoutForMatches } from './route-handle';

/** The root route: wraps the matched page in the layout its route handle names. */
export function RootLayout() {
  const layout = layoutForMatches(useMatches());
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
