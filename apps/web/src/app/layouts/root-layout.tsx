import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AuthLayout } from './auth-layout';
import { CompanyLayout } from './company-layout';
import { GuestLayout } from './guest-layout';
import { layoutForMatches } from './route-handle';

/** The root route: wraps the matched page in the layout its route handle names. */
export function RootLayout() {
  const layout = layoutForMatches(useMatches());
  const page = (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
  switch (layout) {
    case 'bare':
      return page;
    case 'guest':
      return <GuestLayout>{page}</GuestLayout>;
    case 'auth':
      return <AuthLayout>{page}</AuthLayout>;
    case 'company':
      return <CompanyLayout>{page}</CompanyLayout>;
  }
}
