import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CompanySummary } from '@screener/contracts/company';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '../../../ui/safe-url';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { chooserHref } from '../chooser-href';

/** Development and demo hosts that match no company list the companies (architecture: data conventions). */
export function CompanyChooser({ companies }: { companies: CompanySummary[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('sites.chooserTitle'));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('sites.chooserTitle')}
      </Typography>
      <Typography color="text.secondary">{t('sites.chooserIntro')}</Typography>
      <List>
        {companies.map((company) => {
          const logo = safeImageSrc(company.logo_url);
          return (
            <li key={company.id}>
              <ListItemButton component="a" href={chooserHref(company.domain, window.location)}>
                <ListItemAvatar>
                  <Avatar
                    src={logo ?? undefined}
                    alt={t('sites.logoAlt', { company: company.title })}
                    variant="rounded"
                  >
                    {company.title.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={company.title} secondary={company.domain} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </>
  );
}
