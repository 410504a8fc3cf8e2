import Stack from '@mui/material/Stack';
import type { DashboardScreener } from '@screener/contracts/dashboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardScreenings } from '../../../domain/viewer/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { LoadError } from '../../../ui/load-error';
import { useClock } from '../../../ui/use-clock';
import { RefundDialog } from './refund-dialog';
import { ScreeningRow } from './screening-row';
import { TabEmpty } from './tab-states';

/** The screenings tab: every event the viewer is enrolled in, bought or is paying for. */
export function ScreeningsTab() {
  const { t } = useTranslation();
  const screenings = useDashboardScreenings();
  const now = useClock();
  const [refundFor, setRefundFor] = useState<DashboardScreener | null>(null);

  if (screenings.isPending) return <InlineSpinner label={t('dashboard.screenings.loading')} />;
  if (screenings.isError)
    return (
      <LoadError
        sentence="dashboard.loadError"
        error={screenings.error}
        onRetry={() => void screenings.refetch()}
      />
    );
  if (screenings.data.length === 0) return <TabEmpty message={t('dashboard.screenings.empty')} />;
  return (
    <>
      <Stack
        component="ol"
        spacing={1.5}
        aria-label={t('dashboard.tabs.events')}
        sx={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {screenings.data.map((screener, position) => (
          <ScreeningRow
            key={screener.id}
            screener={screener}
            index={position + 1}
            now={now}
            onRefund={setRefundFor}
          />
        ))}
      </Stack>
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
