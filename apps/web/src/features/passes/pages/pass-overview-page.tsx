import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { NotFound } from '../../../ui/not-found';
import { RichText } from '../../../ui/rich-text';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useNow } from '../../../ui/use-now';
import { usePass } from '../api';
import { BuyPassButton } from '../components/buy-pass-button';
import { PassPrice } from '../components/pass-price';
import { PassScreeningRow } from '../components/pass-screening-row';
import { PassStatusChip } from '../components/pass-status-chip';
import { PassesLoading } from '../components/passes-loading';
import { usePassOwnership } from '../use-pass-ownership';

/** pricing.overview: one pass with its screenings (spec part 2 §2.9). */
export function PassOverviewPage() {
  const { pricing_id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const { t } = useTranslation();
  const pass = usePass(id);
  useDocumentTitle(t('passes.overview.title'));

  if (id === null) return <NotFound />;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('passes.overview.title')}
      </Typography>
      {pass.isPending ? <PassesLoading text={t('passes.overview.loading')} /> : null}
      {pass.isError ? (
        <LoadError sentence="screenings.loadError" error={pass.error} onRetry={() => void pass.refetch()} />
      ) : null}
      {pass.data ? <PassOverview pass={pass.data} /> : null}
    </Container>
  );
}

function PassOverview({ pass }: { pass: PricingPlan }) {
  const { t } = useTranslation();
  const now = useNow();
  const ownership = usePassOwnership()(pass.id);
  const geoBlocked = pass.pricingPlanScreenings.some((screening) => screening.is_geo_blocked);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" dir="auto">
          {pass.name}
        </Typography>
        <PassStatusChip ownership={ownership} />
      </Stack>
      <PassPrice pass={pass} />
      {geoBlocked ? <Alert severity="error">{t('passes.overview.geoBlocked')}</Alert> : null}
      {ownership === 'none' && pass.is_on_sale ? (
        <div>
          <BuyPassButton pass={pass} disabled={geoBlocked} />
        </div>
      ) : null}
      {pass.description ? <RichText html={pass.description} /> : null}
      <Typography variant="h6" component="h2">
        {t('passes.overview.screenings')}
      </Typography>
      {pass.pricingPlanScreenings.length === 0 ? (
        <ListEmpty messages={[t('passes.overview.noScreenings')]} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pass.pricingPlanScreenings.map((screening) => (
            <PassScreeningRow key={screening.id} screening={screening} now={now} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
