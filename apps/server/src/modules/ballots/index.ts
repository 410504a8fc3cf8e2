/** The ballots module's face: what the composition root may use. */

export { hasPublishedResults } from './results.ts';
export { registerBallotRoutes } from './routes.ts';
