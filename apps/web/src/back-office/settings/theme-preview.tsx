import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ThemeSettings } from '@screener/contracts/company-settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createCompanyTheme } from '../../ui/theme/create-company-theme';

/**
 * The site's header and an event card drawn with the theme being edited, through the same
 * `createCompanyTheme` the site uses, so what the preview shows is what visitors will see.
 */
export function ThemePreview({
  theme,
  title,
  logoUrl,
}: {
  theme: ThemeSettings;
  title: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation('admin');
  const direction = useTheme().direction;
  const previewTheme = useMemo(() => createCompanyTheme(theme, direction), [theme, direction]);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={t('settings.theme.preview')}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('settings.theme.preview')}
      </Typography>
      <ThemeProvider theme={previewTheme}>
        <ScopedCssBaseline
          data-testid="theme-preview"
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          {/* The site's header: transparent on the page colour, as CompanyHeader draws it. */}
          <AppBar position="static" color="transparent" elevation={0} sx={{ bgcolor: 'background.default' }}>
            <Toolbar sx={{ gap: 1 }}>
              {/* The logo when there is one, else the title in bold, as the site's header. */}
              {logoUrl ? (
                <Box
                  component="img"
                  src={logoUrl}
                  alt={title}
                  sx={{ blockSize: 40, maxInlineSize: 180, objectFit: 'contain' }}
                />
              ) : (
                <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
              )}
              <Box sx={{ flexGrow: 1 }} />
              <Button color="inherit" size="small" tabIndex={-1}>
                {t('settings.theme.sampleMenu')}
              </Button>
            </Toolbar>
          </AppBar>
          <Box sx={{ p: 2, bgcolor: 'background.default' }}>
            <Card sx={{ maxInlineSize: 320 }}>
              <Box sx={{ blockSize: 96, bgcolor: 'secondary.main' }} />
              <CardContent>
                <Typography component="p" variant="h6">
                  {t('settings.theme.sampleEvent')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('settings.theme.sampleDate')}
                </Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" color="primary" tabIndex={-1}>
                  {t('settings.theme.sampleButton')}
                </Button>
              </CardActions>
            </Card>
          </Box>
        </ScopedCssBaseline>
      </ThemeProvider>
    </Box>
  );
}
