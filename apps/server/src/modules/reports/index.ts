/** The reports module's face: what the composition root may use. */
export { registerReportRoutes } from './routes.ts';
