import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useCurrentCompany } from '../../features/companies/current-company-context';
import { useEmbedMode } from '../use-embed-mode';
import { CompanyFooter } from './company-footer';
import { CompanyHeader } from './company-header';

/** The branded site's chrome. Embed mode, and the advertising layout for the header, leave it out. */
export function CompanyLayout({ children }: { children: ReactNode }) {
  const company = useCurrentCompany();
  const embedded = useEmbedMode();
  const showHeader = !embedded && !company.custom_properties.advertising_layout;
  return (
    <Box sx={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {showHeader ? <CompanyHeader /> : null}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      {embedded ? null : <CompanyFooter />}
    </Box>
  );
}
