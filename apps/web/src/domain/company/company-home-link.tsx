import Link from '@mui/material/Link';
import { routePath } from '@screener/contracts/routes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { safeHref } from '../../ui/safe-url';
import { useCurrentCompany } from './current-company-context';

/** The logo (or title) goes home, or to the company's external site when it has one. */
export function CompanyHomeLink({
  label,
  children,
  block,
}: {
  label: string;
  children: ReactNode;
  block?: boolean;
}) {
  const company = useCurrentCompany();
  const external = safeHref(company.custom_properties.external_home_url);
  const sx = { display: block ? 'block' : 'inline-flex', alignItems: 'center', color: 'inherit' };
  return external ? (
    <Link href={external} aria-label={label} underline="none" sx={sx}>
      {children}
    </Link>
  ) : (
    <Link
      component={RouterLink}
      to={routePath('company.dashboard')}
      aria-label={label}
      underline="none"
      sx={sx}
    >
      {children}
    </Link>
  );
}
