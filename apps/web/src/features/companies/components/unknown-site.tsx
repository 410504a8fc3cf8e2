import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useCompanyList } from '../../../domain/company/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { GuestLayout } from '../../../ui/layouts/guest-layout';
import { CompanyChooser } from './company-chooser';
import { NoSiteMessage } from './no-site-message';

/** The domain matches no company: a chooser where the server lists companies, else a no-site page. */
export function UnknownSite() {
  const { t } = useTranslation();
  const query = useCompanyList();
  let content: ReactNode;
  if (query.isPending) content = <InlineSpinner label={t('sites.loadingList')} />;
  else if (query.isError) content = <Alert severity="error">{errorText(query.error, t)}</Alert>;
  else if (query.data.length === 0) content = <NoSiteMessage />;
  else content = <CompanyChooser companies={query.data} />;
  return <GuestLayout>{content}</GuestLayout>;
}
