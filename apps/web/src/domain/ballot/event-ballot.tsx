import { lazy, Suspense } from 'react';
import { type BallotSource, useBallot } from './api';

/** The ballot's panel, its stars and their module, load only once there is a film to rate. */
const BallotPanel = lazy(() => import('./ballot-panel').then((module) => ({ default: module.BallotPanel })));

/**
 * The audience award ballot of an event: a 1–5 star rating for each film in competition the viewer
 * may rate while voting is open. Shows nothing otherwise, so a page can always place it.
 */
export function EventBallot({ source, refreshMs }: { source: BallotSource; refreshMs?: number }) {
  const ballot = useBallot(source, refreshMs === undefined ? {} : { refreshMs });
  const films = ballot.data?.films.filter((film) => film.open && film.eligible) ?? [];
  if (films.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BallotPanel source={source} screenerId={ballot.data?.screener_id ?? 0} films={films} />
    </Suspense>
  );
}
