import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useGroupPurchases } from '../../../domain/viewer/api';
import { MiniCountdown } from '../../../ui/mini-countdown';
import { useClock } from '../../../ui/use-clock';
import { ReceiptChip } from './receipt-chip';
import { TabList, TabRow } from './tab-list';
import { TabEmpty, TabLoadState } from './tab-states';

/** The passes tab: plan name, number of screenings, valid-till date, receipt, countdown to the festival. */
export function PassesTab() {
  const { t, i18n } = useTranslation();
  const passes = useGroupPurchases();
  const now = useClock();

  if (!passes.isSuccess) return <TabLoadState query={passes} loadingLabel={t('dashboard.passes.loading')} />;
  if (passes.data.length === 0) return <TabEmpty message={t('dashboard.passes.empty')} />;
  return (
    <TabList label={t('dashboard.tabs.purchases')}>
      {passes.data.map((pass) => {
        return (
          <TabRow key={pass.id}>
            <Stack spacing={0.5} sx={{ flex: '1 1 14rem', minInlineSize: 0 }}>
              <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600 }}>
                {pass.pricing.name}
              </Typography>
              <Typography variant="body2">
                {t('dashboard.passes.screenings', { count: pass.pricing.screening_ids.length })}
              </Typography>
              {pass.pricing.purchasing_end_date ? (
                <Typography variant="body2" color="text.secondary">
                  {t('dashboard.passes.validTill', {
                    date: formatEventTime(pass.pricing.purchasing_end_date, i18n.language),
                  })}
                </Typography>
              ) : null}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {pass.status === PURCHASE_STATUSES.processing ? (
                  <Chip size="small" color="warning" label={t('dashboard.paymentInProcess')} />
                ) : null}
                <ReceiptChip url={pass.receipt_url} label={t('dashboard.passes.receipt')} />
              </Stack>
            </Stack>
            <MiniCountdown
              target={pass.pricing.festival_start_date}
              now={now}
              label={t('dashboard.countdown.festivalStartsIn')}
            />
          </TabRow>
        );
      })}
    </TabList>
  );
}
