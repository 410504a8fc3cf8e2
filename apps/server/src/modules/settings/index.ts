/** The company settings module's face: what the composition root may use. */
export { registerSettingsRoutes } from './routes.ts';
export { readSettingsImage } from './settings-image.ts';
