/** The privacy module's face: what the composition root may use. */

export { createRetentionJob, type RetentionJob } from './retention-queue.ts';
export { registerPrivacyRoutes } from './routes.ts';
