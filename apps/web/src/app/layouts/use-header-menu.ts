import { type RouteName, routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';

export type HeaderMenuEntry = { route: RouteName; label: string; to: string };

/**
 * The header's menu buttons (spec part 1 §2): Pricing where the company's setting allows, On
 * Demand when it has active on-demand films, Buy Passes when it has passes on sale; and Awards
 * once it published audience award results (our addition, issue 38).
 */
export function useHeaderMenu(): HeaderMenuEntry[] {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const entries: HeaderMenuEntry[] = [];
  if (company.custom_properties.show_pricing_menu) {
    entries.push({
      route: 'subscription.plans',
      label: t('chrome.pricing'),
      to: routePath('subscription.plans'),
    });
  }
  if (company.active_vod_movies_count > 0) {
    entries.push({ route: 'vod.movies', label: t('chrome.onDemand'), to: routePath('vod.movies') });
  }
  if (company.active_pricing_plans_count > 0) {
    entries.push({ route: 'pricing.index', label: t('chrome.buyPasses'), to: routePath('pricing.index') });
  }
  if (company.awards_published) {
    entries.push({ route: 'ballot.results', label: t('chrome.awards'), to: routePath('ballot.results') });
  }
  return entries;
}
