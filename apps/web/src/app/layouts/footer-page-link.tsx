import Link from '@mui/material/Link';
import type { Page } from '@screener/contracts/page';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { safeHref } from '../../ui/safe-url';

/** A company page in the footer: an in-site link, or a new tab for an external page. */
export function FooterPageLink({ page }: { page: Page }) {
  const { t } = useTranslation();
  const external = page.is_external ? safeHref(page.external_url) : null;
  if (external) {
    return (
      <Link
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('footer.opensInNewTab', { title: page.title })}
        color="inherit"
      >
        {page.title}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={routePath('company.page', { slug: page.slug })} color="inherit">
      {page.title}
    </Link>
  );
}
