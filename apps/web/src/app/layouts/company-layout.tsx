import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { EnrollmentDialogProvider } from '../../features/enrollment';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { useEmbedMode } from '../../ui/use-embed-mode';
import { CompanyFooter } from './company-footer';
import { CompanyHeader } from './company-header';
import { CompanyMessageBanner } from './company-message-banner';
import { useScreenerHidesHeader } from './use-screener-hides-header';

/**
 * The branded site's chrome, with the enrollment dialog every page of it may open. Embed mode
 * leaves out header and footer; the advertising layout and a screening that asks for it leave out
 * the header.
 */
export function CompanyLayout({ children }: { children: ReactNode }) {
  const company = useCurrentCompany();
  const embedded = useEmbedMode();
  const screenerHidesHeader = useScreenerHidesHeader();
  const showHeader = !embedded && !company.custom_properties.advertising_layout && !screenerHidesHeader;
  return (
    <EnrollmentDialogProvider>
      <Box sx={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' }}>
        {showHeader ? <SkipLink /> : null}
        {showHeader ? <CompanyHeader /> : null}
        <CompanyMessageBanner />
        {/* At least a screen high, so the footer never shows above content that is still loading
            and then jumps away (a layout shift on every first visit). */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minBlockSize: embedded ? undefined : '100dvh', outline: 'none' }}
        >
          {children}
        </Box>
        {embedded ? null : <CompanyFooter />}
      </Box>
    </EnrollmentDialogProvider>
  );
}
