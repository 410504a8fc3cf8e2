import { createAppRouter } from './app/router';
import { startApp } from './features/companies';

startApp(createAppRouter);
