import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { DefaultPage } from '@screener/contracts/company';
import { routePath } from '@screener/contracts/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import { Link as RouterLink } from 'react-router';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { usePages } from '../../features/pages';
import { withTexts } from '../../i18n/i18n';
import { BrandingLine } from '../../ui/layouts/branding-line';
import { FooterPageLink } from './footer-page-link';

const NewsletterBox = lazy(async () => ({
  default: (await withTexts(import('../../features/support/components/newsletter-box'))).NewsletterBox,
}));

/**
 * The newsletter form is below the fold on every page: it and its form library are fetched when
 * the footer comes near the screen, so a visit that never scrolls there does not download them.
 */
function NewsletterWhenNear() {
  // "Near": half a phone screen ahead, so a page whose content grows as it loads still reaches it.
  const { ref, inView } = useInView({ triggerOnce: true, fallbackInView: true, rootMargin: '400px 0px' });
  return (
    <div ref={ref}>
      {inView ? (
        <Suspense fallback={null}>
          <NewsletterBox />
        </Suspense>
      ) : null}
    </div>
  );
}

type FooterLink = { key: string; to: string; label: string };

const DEFAULT_PAGE_PATHS: Record<DefaultPage, string> = {
  about: routePath('company.about'),
  privacy: routePath('company.privacy'),
  terms: routePath('company.terms'),
};

export function CompanyFooter() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  // The page links are secondary: while they load or if they fail, the footer shows the rest.
  const pages = usePages();
  const settings = company.custom_properties;
  const poweredBy = company.show_company_branding ? settings.powered_by_message : null;

  const links: FooterLink[] = [
    { key: 'archive', to: routePath('screeners.archive'), label: t('chrome.archive') },
  ];
  if (settings.advertising_layout) {
    links.push({ key: 'dashboard', to: routePath('company.dashboard'), label: t('chrome.dashboard') });
  }
  if (!settings.hide_watch_link) {
    links.push({ key: 'watch', to: routePath('company.dashboard'), label: t('chrome.watch') });
  }
  for (const page of ['about', 'privacy', 'terms'] as const) {
    if (!settings.disabled_default_pages.includes(page)) {
      links.push({ key: page, to: DEFAULT_PAGE_PATHS[page], label: t(`chrome.${page}`) });
    }
  }

  return (
    <Box
      component="footer"
      // The bottom padding keeps the floating Leave-a-message button off the branding line.
      sx={{ paddingBlockStart: 3, paddingBlockEnd: 11, paddingInline: 2, display: 'grid', gap: 2 }}
    >
      {settings.newsletter_enabled ? <NewsletterWhenNear /> : null}
      <Box
        component="nav"
        aria-label={t('footer.pages')}
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
      >
        {links.map((link) => (
          <Link key={link.key} component={RouterLink} to={link.to} color="inherit">
            {link.label}
          </Link>
        ))}
        {(pages.data ?? []).map((page) => (
          <FooterPageLink key={page.slug} page={page} />
        ))}
      </Box>
      <BrandingLine poweredByMessage={poweredBy} />
    </Box>
  );
}
