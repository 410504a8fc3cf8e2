import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandingLine } from './branding-line';
import { LanguageMenu } from './language-menu';

/**
 * The product's own chrome, for pages outside any company site. It uses no router hooks, so the
 * start-up screens that render before the router (the site chooser) can use it too.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="transparent" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Link
            href="/"
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ blockSize: 32, inlineSize: 32 }} />
            {t('common.productName')}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, paddingBlock: 4 }}>
        {children}
      </Container>
      <Box component="footer" sx={{ paddingBlock: 3 }}>
        <BrandingLine />
      </Box>
    </Box>
  );
}
