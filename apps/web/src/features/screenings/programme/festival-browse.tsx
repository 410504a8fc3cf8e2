import { useScreenerList } from '../../../domain/event/api';
import { LoadError } from '../../../ui/load-error';
import { HomeSections } from '../components/home-sections';
import { filterEvents, NO_FILTER, venuesOf } from './event-filter';
import { EventFilterBar } from './event-filter-bar';
import { ProgrammeSection } from './programme-section';
import { useEventFilter } from './use-event-filter';

/** Every scheduled event of a festival fits in one page of the lists (their largest page). */
const PROGRAMME_QUERY = { page: 1, perPage: 100 };

/** Below the hero: the filter bar over the programme by day and the home's lists. */
export function FestivalBrowse() {
  const [filter, setFilter] = useEventFilter();
  const ongoing = useScreenerList('ongoing', PROGRAMME_QUERY);
  const upcoming = useScreenerList('upcoming', PROGRAMME_QUERY);
  const scheduled = [...(ongoing.data?.data ?? []), ...(upcoming.data?.data ?? [])];
  const failed = [ongoing, upcoming].find((query) => query.isError);
  const filtered = filter.format !== NO_FILTER.format || filter.venue !== NO_FILTER.venue;

  return (
    <>
      <EventFilterBar filter={filter} venues={venuesOf(scheduled)} onChange={setFilter} />
      {failed?.isError ? (
        <LoadError
          sentence="screenings.loadError"
          error={failed.error}
          onRetry={() => {
            void ongoing.refetch();
            void upcoming.refetch();
          }}
        />
      ) : (
        <ProgrammeSection
          screeners={filterEvents(scheduled, filter)}
          filtered={filtered}
          pending={ongoing.isPending || upcoming.isPending}
        />
      )}
      <HomeSections filter={filter} />
    </>
  );
}
