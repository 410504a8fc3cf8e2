/** The devices module's face: what other modules and the composition root may use. */
export { registerDeviceRoutes } from './routes.ts';
export { devicePersonalData } from './personal-data.ts';
