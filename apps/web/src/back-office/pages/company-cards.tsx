import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlatformCompany } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import type { CompanyAction } from './company-action-dialogs';

type OnAction = (kind: CompanyAction, company: PlatformCompany) => void;

/** Open or suspended, as a chip. */
export function CompanyStatus({ company }: { company: PlatformCompany }) {
  const { t } = useTranslation('admin');
  return company.suspended_at ? (
    <Chip size="small" color="error" label={t('companies.suspended')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('companies.open')} />
  );
}

/** A company's actions, each button named with the company for a screen reader. */
export function CompanyActions({ company, onAction }: { company: PlatformCompany; onAction: OnAction }) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {(['setDomain', 'inviteOwner', company.suspended_at ? 'reinstate' : 'suspend'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          color={kind === 'suspend' ? 'error' : 'primary'}
          aria-label={t(`companies.${kind}.label`, { name: company.title })}
          onClick={() => onAction(kind, company)}
        >
          {t(`companies.${kind}.button`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The companies on a phone: a list of cards, each with its name as a heading, its facts as a
 * description list and its actions wrapped below, so nothing needs sideways scrolling.
 */
export function CompanyCards({ companies, onAction }: { companies: PlatformCompany[]; onAction: OnAction }) {
  const { t } = useTranslation('admin');
  return (
    <Stack
      component="ul"
      aria-label={t('companies.title')}
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {companies.map((company) => (
        <Card component="li" key={company.id} variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {company.title}
              </Typography>
              <CompanyStatus company={company} />
            </Stack>
            <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1 }}>
              {(
                [
                  ['slug', company.slug, true],
                  ['domain', company.domain, true],
                  ['staffCount', company.staff_count, false],
                ] as const
              ).map(([key, value, ltr]) => (
                <Stack key={key} direction="row" sx={{ gap: 1 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`companies.${key}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    dir={ltr ? 'ltr' : undefined}
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </CardContent>
          <CardActions>
            <CompanyActions company={company} onAction={onAction} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
