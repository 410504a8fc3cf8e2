import type { DashboardScreener } from '@screener/contracts/dashboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardScreenings } from '../../../domain/viewer/api';
import { useClock } from '../../../ui/use-clock';
import { RefundDialog } from './refund-dialog';
import { ScreeningRow } from './screening-row';
import { TabList } from './tab-list';
import { TabEmpty, TabLoadState } from './tab-states';

/** The screenings tab: every event the viewer is enrolled in, bought or is paying for. */
export function ScreeningsTab() {
  const { t } = useTranslation();
  const screenings = useDashboardScreenings();
  const now = useClock();
  const [refundFor, setRefundFor] = useState<DashboardScreener | null>(null);

  if (!screenings.isSuccess)
    return <TabLoadState query={screenings} loadingLabel={t('dashboard.screenings.loading')} />;
  if (screenings.data.length === 0) return <TabEmpty message={t('dashboard.screenings.empty')} />;
  return (
    <>
      <TabList ordered label={t('dashboard.tabs.events')}>
        {screenings.data.map((screener, position) => (
          <ScreeningRow
            key={screener.id}
            screener={screener}
            index={position + 1}
            now={now}
            onRefund={setRefundFor}
          />
        ))}
      </TabList>
      <RefundDialog
        target={
          refundFor?.pivot.purchase_id
            ? {
                title: refundFor.title,
                screener_id: refundFor.id,
                purchase: { purchase_id: refundFor.pivot.purchase_id },
              }
            : null
        }
        onClose={() => setRefundFor(null)}
      />
    </>
  );
}
