import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** Integrations (owners): the organisation's webhooks and API keys (docs/api.md). */
export function IntegrationsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('integrations.title'));
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('integrations.title')}
      </Typography>
      <WebhooksSection />
      <Divider />
      <ApiKeysSection />
    </Stack>
  );
}
