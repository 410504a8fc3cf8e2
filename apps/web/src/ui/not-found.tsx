import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ marginBlockEnd: 4 }}>{t('notFound.message')}</Typography>
      <Button component={RouterLink} to={routePath('company.dashboard')} variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
