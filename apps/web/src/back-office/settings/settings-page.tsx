import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';
import { useStaffIdentity } from '../components/staff-identity-context';
import { FeaturesSection } from './features-section';
import { GeneralSection } from './general-section';
import { MarketingSection } from './marketing-section';
import { PagesSection } from './pages-section';
import { PaymentsSection } from './payments-section';
import { SecuritySection } from './security-section';
import { useCompanySettings } from './settings-api';
import { type SettingsSection, settingsSectionsFor } from './settings-sections';
import { SmsSection } from './sms-section';
import { ThemeSection } from './theme-section';

/** Company settings for owners and managers, one tab per section; payments for owners only. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const identity = useStaffIdentity();
  const sections = settingsSectionsFor(identity);
  const [current, setCurrent] = useState<SettingsSection>('general');
  const settings = useCompanySettings();
  const tabsId = useId();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('settings.title')}
      </Typography>
      <Tabs
        value={current}
        onChange={(_, value: SettingsSection) => setCurrent(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.sections')}
      >
        {sections.map((section) => (
          <Tab
            key={section}
            value={section}
            label={t(`settings.${section}.tab`)}
            id={`${tabsId}-tab-${section}`}
            aria-controls={`${tabsId}-panel-${section}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel-${current}`} aria-labelledby={`${tabsId}-tab-${current}`}>
        {!settings.data ? (
          <LoadState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : current === 'general' ? (
          <GeneralSection settings={settings.data.settings} />
        ) : current === 'theme' ? (
          <ThemeSection settings={settings.data.settings} />
        ) : current === 'features' ? (
          <FeaturesSection settings={settings.data.settings} />
        ) : current === 'marketing' ? (
          <MarketingSection settings={settings.data.settings} />
        ) : current === 'payments' ? (
          <PaymentsSection />
        ) : current === 'sms' ? (
          <SmsSection />
        ) : current === 'security' ? (
          <SecuritySection />
        ) : (
          <PagesSection />
        )}
      </Box>
    </Stack>
  );
}
