import { ROUTES } from '@screener/contracts/routes';
import { type RouteObject, redirect } from 'react-router';
import { guestOnly, requireLogin } from '../features/account';
import { withTexts } from '../i18n/i18n';
import { NotFound } from '../ui/not-found';
import { RouteError } from '../ui/route-error';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/route-handle';
import { oldRoutes } from './old-routes';
import { RouteFallback } from './route-fallback';

const companyLayout: RouteHandle = { layout: 'company' };
/** Pages the server draws a first view of, which they replace once their content is there. */
const companyLayoutWithFirstView: RouteHandle = { layout: 'company', firstViewByPage: true };
const authLayout: RouteHandle = { layout: 'auth' };
/** The TV app fills the television: no site header or footer. */
const bareLayout: RouteHandle = { layout: 'bare' };

/** Routes of spec part 2 §2.1 whose pages exist; pages load lazily, one chunk each. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Inside the layout, so a failing page keeps the site's header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            id: 'company.dashboard',
            path: ROUTES['company.dashboard'],
            handle: companyLayoutWithFirstView,
            lazy: async () => ({
              Component: (await withTexts(import('../features/companies/pages/company-home-page')))
                .CompanyHomePage,
            }),
          },
          {
            id: 'company.about',
            path: ROUTES['company.about'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/legal/pages/about-page'))).AboutPage,
            }),
          },
          {
            id: 'company.privacy',
            path: ROUTES['company.privacy'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/legal/pages/privacy-page'))).PrivacyPage,
            }),
          },
          {
            id: 'company.terms',
            path: ROUTES['company.terms'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/legal/pages/terms-page'))).TermsPage,
            }),
          },
          {
            id: 'company.thankyou',
            path: ROUTES['company.thankyou'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/legal/pages/thank-you-page'))).ThankYouPage,
            }),
          },
          {
            id: 'company.paymentreturnurl',
            path: ROUTES['company.paymentreturnurl'],
            handle: authLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/legal/pages/payment-return-page')))
                .PaymentReturnPage,
            }),
          },
          {
            id: 'company.login',
            path: ROUTES['company.login'],
            handle: authLayout,
            loader: guestOnly,
            lazy: async () => ({
              Component: (await withTexts(import('../features/account/pages/login-page'))).LoginPage,
            }),
          },
          {
            id: 'company.verify',
            path: ROUTES['company.verify'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/account/pages/verify-page'))).VerifyPage,
            }),
          },
          {
            id: 'company.oauth.login',
            path: ROUTES['company.oauth.login'],
            handle: authLayout,
            loader: requireLogin,
            lazy: async () => ({
              Component: (await withTexts(import('../features/account/pages/app-login-page'))).AppLoginPage,
            }),
          },
          {
            id: 'screeners.link',
            path: ROUTES['screeners.link'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/account/pages/access-link-page')))
                .AccessLinkPage,
            }),
          },
          {
            id: 'waitlist.claim',
            path: ROUTES['waitlist.claim'],
            handle: companyLayout,
            loader: requireLogin,
            lazy: async () => ({
              Component: (await withTexts(import('../features/waitlist/pages/claim-page'))).ClaimPage,
            }),
          },
          {
            id: 'screeners.chatroom.autoregister',
            path: ROUTES['screeners.chatroom.autoregister'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/account/pages/auto-register-page')))
                .AutoRegisterPage,
            }),
          },
          {
            id: 'screeners.chatroom.overview',
            path: ROUTES['screeners.chatroom.overview'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/chat-room/pages/chat-room-overview-page')))
                .ChatRoomOverviewPage,
            }),
          },
          {
            // `/user` only redirects, keeping the query (`?tab=`).
            id: 'user',
            path: '/user',
            loader: ({ request }) => redirect(`${ROUTES['user.dashboard']}${new URL(request.url).search}`),
          },
          {
            id: 'user.dashboard',
            path: ROUTES['user.dashboard'],
            handle: companyLayout,
            loader: requireLogin,
            lazy: async () => ({
              Component: (await withTexts(import('../features/dashboard/pages/dashboard-page')))
                .DashboardPage,
            }),
          },
          {
            id: 'ballot.link',
            path: ROUTES['ballot.link'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/ballots/pages/ballot-link-page')))
                .BallotLinkPage,
            }),
          },
          {
            id: 'ballot.results',
            path: ROUTES['ballot.results'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/ballots/pages/awards-page'))).AwardsPage,
            }),
          },
          {
            id: 'device.verify',
            path: ROUTES['device.verify'],
            handle: companyLayout,
            loader: requireLogin,
            lazy: async () => ({
              Component: (await withTexts(import('../features/devices/pages/device-verify-page')))
                .DeviceVerifyPage,
            }),
          },
          {
            id: 'tv.home',
            path: ROUTES['tv.home'],
            handle: bareLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/tv/pages/tv-page'))).TvPage,
            }),
          },
          {
            id: 'tv.watch',
            path: ROUTES['tv.watch'],
            handle: bareLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/tv/pages/tv-watch-page'))).TvWatchPage,
            }),
          },
          {
            id: 'screeners.today',
            path: ROUTES['screeners.today'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/today-page'))).TodayPage,
            }),
          },
          {
            id: 'screeners.upcoming',
            path: ROUTES['screeners.upcoming'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/upcoming-page'))).UpcomingPage,
            }),
          },
          {
            id: 'screeners.ongoing',
            path: ROUTES['screeners.ongoing'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/ongoing-page'))).OngoingPage,
            }),
          },
          {
            id: 'screeners.archive',
            path: ROUTES['screeners.archive'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/archive-page'))).ArchivePage,
            }),
          },
          {
            id: 'screeners.overview',
            path: ROUTES['screeners.overview'],
            handle: companyLayoutWithFirstView,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/screener-overview-page')))
                .ScreenerOverviewPage,
            }),
          },
          {
            id: 'screeners.watch',
            path: ROUTES['screeners.watch'],
            handle: companyLayoutWithFirstView,
            loader: requireLogin,
            lazy: async () => ({
              Component: (await withTexts(import('../features/watch/pages/watch-page'))).WatchPage,
            }),
          },
          {
            // `/pricing` only redirects, keeping the query.
            id: 'pricing',
            path: '/pricing',
            loader: ({ request }) => redirect(`${ROUTES['pricing.index']}${new URL(request.url).search}`),
          },
          {
            id: 'pricing.index',
            path: ROUTES['pricing.index'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/passes/pages/pass-list-page'))).PassListPage,
            }),
          },
          {
            id: 'pricing.overview',
            path: ROUTES['pricing.overview'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/passes/pages/pass-overview-page')))
                .PassOverviewPage,
            }),
          },
          {
            // `/subscription` only redirects, keeping the query.
            id: 'subscription',
            path: '/subscription',
            loader: ({ request }) =>
              redirect(`${ROUTES['subscription.plans']}${new URL(request.url).search}`),
          },
          {
            id: 'subscription.plans',
            path: ROUTES['subscription.plans'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/subscriptions/pages/plans-page'))).PlansPage,
            }),
          },
          {
            id: 'subscription.success',
            path: ROUTES['subscription.success'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/subscriptions/pages/success-page')))
                .SuccessPage,
            }),
          },
          {
            id: 'vod.movies',
            path: ROUTES['vod.movies'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/vod-movies-page')))
                .VodMoviesPage,
            }),
          },
          {
            id: 'vod.geocatalogue',
            path: ROUTES['vod.geocatalogue'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/screenings/pages/geo-catalogue-page')))
                .GeoCataloguePage,
            }),
          },
          {
            id: 'company.page',
            path: ROUTES['company.page'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await withTexts(import('../features/pages/pages/company-page'))).CompanyPage,
            }),
          },
          ...oldRoutes,
          { id: 'not-found', path: '*', handle: companyLayout, Component: NotFound },
        ],
      },
    ],
  },
];
