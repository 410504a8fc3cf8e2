import { createBrowserRouter, type DataRouter } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes);
}
