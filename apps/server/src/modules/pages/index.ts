/** The pages module's face: what the composition root may use. */
export { registerPageRoutes } from './routes.ts';
