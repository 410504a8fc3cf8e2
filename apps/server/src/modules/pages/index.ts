/** The pages module's face: what other modules and the composition root may use. */
export { registerPageRoutes } from './routes.ts';
export { deletePage, type EditablePage, listEditablePages, type PageWrite, savePage } from './service.ts';
