import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { TvAppTab } from '../devices';
import { SubscriptionTab } from '../subscriptions';
import { BookingsTab } from './components/bookings-tab';
import { PassesTab } from './components/passes-tab';
import { ProfileTab } from './components/profile-tab';
import { ScreeningsTab } from './components/screenings-tab';
import { VodTab } from './components/vod-tab';

/** What decides which tabs a viewer sees; a new tab adds what it needs here. */
export type DashboardTabContext = {
  anonymous: boolean;
  /** Whether the viewer has a subscription (false until it is read). */
  hasSubscription: boolean;
};

export type DashboardTab = {
  /** The route-table name (spec part 2 §2.8), written to the `tab` query. */
  id: string;
  /** Every value of the `tab` query that opens it: the route-table name and the tab-component name. */
  names: readonly string[];
  label(t: TFunction): string;
  visible(context: DashboardTabContext): boolean;
  Panel: ComponentType;
};

const always = () => true;
const withAccount = (context: DashboardTabContext) => !context.anonymous;
const subscribed = (context: DashboardTabContext) => context.hasSubscription;

/** One tab: a viewer sees it when `visible` says so, every viewer when it says nothing. */
function tab(
  id: string,
  names: readonly string[],
  label: DashboardTab['label'],
  Panel: ComponentType,
  visible: DashboardTab['visible'] = always,
): DashboardTab {
  return { id, names, label, visible, Panel };
}

/**
 * The dashboard's tabs in display order. A new tab is one more entry here; the page, the query parsing and the fallback need no change.
 */
export const DASHBOARD_TABS: readonly DashboardTab[] = [
  tab('events', ['events', 'screenings'], (t) => t('dashboard.tabs.events'), ScreeningsTab),
  tab('vodEvents', ['vodEvents', 'vod-movies'], (t) => t('dashboard.tabs.vodEvents'), VodTab),
  tab('purchases', ['purchases', 'groupPurchases'], (t) => t('dashboard.tabs.purchases'), PassesTab),
  tab('tickets', ['tickets', 'bookings'], (t) => t('dashboard.tabs.tickets'), BookingsTab),
  // A TV is paired to an account: link-logged-in and preview viewers have none.
  tab('tvApp', ['tvApp'], (t) => t('dashboard.tabs.tvApp'), TvAppTab, withAccount),
  // Link-logged-in and preview viewers have no profile (spec part 2 §6).
  tab('profile', ['profile', 'consumerProfile'], (t) => t('dashboard.tabs.profile'), ProfileTab, withAccount),
  // Shown only to a viewer with a subscription (spec part 2 §2.8).
  tab('subscription', ['subscription'], (t) => t('dashboard.tabs.subscription'), SubscriptionTab, subscribed),
];

export function visibleTabs(
  context: DashboardTabContext,
  tabs: readonly DashboardTab[] = DASHBOARD_TABS,
): DashboardTab[] {
  return tabs.filter((tab) => tab.visible(context));
}

/** The tab a `tab` query value opens; an unknown or hidden one falls back to the first (events). */
export function resolveTab(
  value: string | null,
  context: DashboardTabContext,
  tabs: readonly DashboardTab[] = DASHBOARD_TABS,
): DashboardTab {
  const shown = visibleTabs(context, tabs);
  const fallback = shown[0];
  if (!fallback) throw new Error('the dashboard has no visible tab');
  return shown.find((tab) => value !== null && tab.names.includes(value)) ?? fallback;
}
