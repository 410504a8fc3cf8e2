import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEventTime } from '../../../domain/event/screener-state';
import { OfferCard } from '../../../ui/offer-card';
import { RichText } from '../../../ui/rich-text';
import type { PassOwnership } from '../pass-ownership';
import { BuyPassButton } from './buy-pass-button';
import { PassPrice } from './pass-price';
import { PassStatusChip } from './pass-status-chip';

/** One pass on the list page (spec part 2 §2.9); Buy is hidden once bought or while its payment is processed. */
export function PassCard({ pass, ownership }: { pass: PricingPlan; ownership: PassOwnership }) {
  const { t, i18n } = useTranslation();
  return (
    <OfferCard
      title={pass.name}
      beside={<PassStatusChip ownership={ownership} />}
      actions={
        <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={routePath('pricing.overview', { pricing_id: pass.id })}
            aria-label={t('passes.detailsNamed', { name: pass.name })}
          >
            {t('passes.details')}
          </Button>
          {ownership === 'none' ? <BuyPassButton pass={pass} /> : null}
        </CardActions>
      }
    >
      <PassPrice pass={pass} />
      {pass.description ? <RichText html={pass.description} /> : null}
      <Typography variant="body2">
        {t('passes.screeningCount', { count: pass.pricingPlanScreenings.length })}
      </Typography>
      {pass.purchasing_end_date ? (
        <Typography variant="body2" color="text.secondary">
          {t('passes.validUntil', { date: formatEventTime(pass.purchasing_end_date, i18n.language) })}
        </Typography>
      ) : null}
    </OfferCard>
  );
}
