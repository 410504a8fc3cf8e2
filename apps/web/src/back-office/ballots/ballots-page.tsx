import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../components/admin-list-page';
import { LoadState } from '../components/load-state';
import { useAdminEvents } from '../events/events-api';
import { useAwardCategories } from './ballots-api';
import { CategoriesPanel } from './categories-panel';
import { CompetitionPanel } from './competition-panel';
import { ResultsPanel } from './results-panel';

/** The newest events first: the ones a festival sets its ballots up for. */
const EVENTS_QUERY = { page: 0, page_size: 100, sort_field: 'starts_at', sort_direction: 'desc' } as const;

/**
 * The audience award ballots (issue 38): the company's categories, which films of an event compete
 * in them and when voting is open, and the results as the votes arrive.
 */
export function BallotsPage() {
  const { t } = useTranslation('admin');
  const categories = useAwardCategories();
  const events = useAdminEvents(EVENTS_QUERY);
  const [screenerId, setScreenerId] = useState<number | null>(null);
  const chosen = screenerId ?? events.data?.rows[0]?.id ?? null;
  return (
    <AdminListPage title={t('ballots.title')} spacing={3}>
      {!categories.data || !events.data ? (
        <LoadState
          error={categories.error ?? events.error}
          onRetry={() => {
            void categories.refetch();
            void events.refetch();
          }}
        />
      ) : (
        <>
          <CategoriesPanel categories={categories.data.categories} />
          <Divider />
          <CompetitionPanel
            categories={categories.data.categories}
            events={events.data.rows}
            screenerId={chosen}
            onEventChange={setScreenerId}
          />
          <Divider />
          <ResultsPanel categories={categories.data.categories} />
        </>
      )}
    </AdminListPage>
  );
}
