import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useDocumentTitle } from '../../../ui/use-document-title';

const configuredSignupUrl: unknown = import.meta.env.VITE_HOST_SIGNUP_URL;
/** Where organisers sign up to host their own events on the platform; set per build (VITE_HOST_SIGNUP_URL). */
const HOST_SIGNUP_URL =
  typeof configuredSignupUrl === 'string' && configuredSignupUrl !== ''
    ? configuredSignupUrl
    : 'https://screener.example/signup';

/** company.thankyou: after a link-logged-in or preview viewer leaves an event (spec part 2 §2.10). */
export function ThankYouPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  useDocumentTitle(t('legal.thankYouTitle'));
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('legal.thankYouTitle')}
      </Typography>
      <Typography sx={{ marginBlockEnd: 2 }}>
        {t('legal.thankYouMessage', { company: company.title })}
      </Typography>
      <Typography sx={{ marginBlockEnd: 4 }}>{t('legal.hostInvitation')}</Typography>
      <Button
        href={HOST_SIGNUP_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        endIcon={<OpenInNewIcon aria-hidden />}
        aria-label={t('legal.hostSignupNewTab')}
      >
        {t('legal.hostSignup')}
      </Button>
    </Container>
  );
}
