import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../components/admin-list-page';
import { useStaffIdentity } from '../components/staff-identity-context';
import { SalesReportPanel } from './sales-report-panel';
import { WatchReportPanel } from './watch-report-panel';

/**
 * The reports (issue 35): sales for whoever sees the orders, watch time for whoever edits the
 * content; each over days of the company's time zone.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const identity = useStaffIdentity();
  const may = (permission: 'orders' | 'content') =>
    identity.kind === 'staff' && identity.permissions.includes(permission);
  const tabs = [
    ...(may('orders') ? (['sales'] as const) : []),
    ...(may('content') ? (['watch'] as const) : []),
  ];
  const [chosen, setChosen] = useState(tabs[0] ?? 'sales');
  const id = useId();
  const panel = chosen === 'sales' ? <SalesReportPanel /> : <WatchReportPanel />;
  return (
    <AdminListPage title={t('reports.title')}>
      {tabs.length > 1 ? (
        <>
          <Tabs
            value={chosen}
            onChange={(_event, value: 'sales' | 'watch') => setChosen(value)}
            variant="scrollable"
          >
            {tabs.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                label={t(`reports.${tab}`)}
                id={`${id}-${tab}`}
                aria-controls={`${id}-${tab}-panel`}
              />
            ))}
          </Tabs>
          <div role="tabpanel" id={`${id}-${chosen}-panel`} aria-labelledby={`${id}-${chosen}`}>
            {panel}
          </div>
        </>
      ) : (
        panel
      )}
    </AdminListPage>
  );
}
