import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { routePath } from '@screener/contracts/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEventTime } from '../../../domain/event/screener-state';
import { RichText } from '../../../ui/rich-text';
import type { PassOwnership } from '../pass-ownership';
import { BuyPassButton } from './buy-pass-button';
import { PassPrice } from './pass-price';
import { PassStatusChip } from './pass-status-chip';

/** One pass on the list page (spec part 2 §2.9); Buy is hidden once bought or while its payment is processed. */
export function PassCard({ pass, ownership }: { pass: PricingPlan; ownership: PassOwnership }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h6" component="h2" dir="auto">
              {pass.name}
            </Typography>
            <PassStatusChip ownership={ownership} />
          </Stack>
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
        </Stack>
      </CardContent>
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
    </Card>
  );
}
