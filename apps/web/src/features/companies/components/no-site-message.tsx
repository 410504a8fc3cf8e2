import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** What a production host that matches no company shows. */
export function NoSiteMessage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sites.noSiteTitle'));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('sites.noSiteTitle')}
      </Typography>
      <Typography color="text.secondary">{t('sites.noSiteMessage')}</Typography>
    </>
  );
}
