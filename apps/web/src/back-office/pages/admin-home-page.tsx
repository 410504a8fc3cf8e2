import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { identityName, useStaffIdentity } from '../components/staff-identity-context';

/** The back-office's first page: who is signed in, and as what. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  useDocumentTitle(t('nav.home'));
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('home.welcome', { name: identityName(identity) })}
      </Typography>
      <Typography>
        {identity.kind === 'staff'
          ? t('home.role', { role: t(`roles.${identity.member.role}`) })
          : t('home.operator')}
      </Typography>
    </>
  );
}
