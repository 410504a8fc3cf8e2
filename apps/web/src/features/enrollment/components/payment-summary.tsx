import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CouponState } from '@screener/contracts/coupons';
import { currencySymbol, PRICING_TYPES } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';

/** What is bought and what it costs; for a pass, the screenings it covers (spec part 2 §2.11). */
export function PaymentSummary(props: {
  plan: PricingPlan;
  screener: Screener | null;
  coupon: CouponState | null;
  total: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => `${currencySymbol(props.plan.currency)}${amount}`;
  const isPass = props.plan.type === PRICING_TYPES.group;
  return (
    <Stack spacing={1} component="section" aria-label={t('enrollment.payment.summary')}>
      {props.screener ? <Typography variant="subtitle1">{props.screener.title}</Typography> : null}
      <Row label={props.plan.name} value={money(props.plan.price)} />
      {props.coupon?.available_discount ? (
        <Row
          label={t('enrollment.payment.discount', { percent: props.coupon.discount_percentage })}
          value={`-${money(props.coupon.available_discount)}`}
        />
      ) : null}
      <Divider />
      <Row label={t('enrollment.payment.total')} value={money(props.total)} strong />
      {isPass && props.plan.pricingPlanScreenings.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('enrollment.payment.passScreenings')}
          </Typography>
          <List dense disablePadding>
            {props.plan.pricingPlanScreenings.map((screening) => (
              <ListItem key={screening.id} disableGutters>
                <ListItemText
                  primary={screening.title}
                  secondary={formatEventTime(screening.screening_starts_at, i18n.language)}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}

function Row(props: { label: string; value: string; strong?: boolean }) {
  const weight = props.strong ? 'fontWeightBold' : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: weight }}>{props.label}</Typography>
      <Typography sx={{ fontWeight: weight }}>{props.value}</Typography>
    </Stack>
  );
}
