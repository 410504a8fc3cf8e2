import { startApp } from '../features/companies';
import './admin-texts';
import { createBackOfficeRouter } from './app/back-office-router';

/**
 * The back-office's entry (admin.html, which the server serves for `/admin` and below): an app of
 * its own beside the viewer's site, with its own router and pages. It shares with the site the
 * ground (ui, api client, i18n, theme, session) and the start (`startApp`): the same providers, and
 * nothing renders until the company of this domain has loaded, in its language and theme.
 */
startApp(createBackOfficeRouter);
