/**
 * The house rules for the web's imports (docs/decisions/0042-web-layers.md). Four layers, each
 * importing only those below it:
 *   ground   `api/`, `i18n/`, `ui/` (with `ui/theme/`): the API client, session, texts, components;
 *   domain   `domain/`: what several features share (the company, an event's state, the viewer's
 *            holdings, payment fields);
 *   features `features/<name>/`: reached from outside only through their face, `index.ts`;
 *   shells   `app/` with `main.tsx` (the viewer's site) and `back-office/` (the staff's app).
 * Nothing imports itself round. Tests and the test support in `test/` may reach any file.
 */
const tests = ['\\.test\\.tsx?$', '^src/test/'];
const ground = '^src/(api|i18n|ui)/';
const shells = '^src/(app/|back-office/|main\\.tsx$)';

module.exports = {
  forbidden: [
    {
      name: 'ground-imports-above',
      severity: 'error',
      comment:
        'The ground (api, i18n, ui) knows no domain, feature or app shell: what it needs of them is ' +
        'handed to it (a callback, a context, a registration).',
      from: { path: ground, pathNot: tests },
      to: { path: `^src/(domain|features)/|${shells}` },
    },
    {
      name: 'domain-imports-above',
      severity: 'error',
      comment: 'The shared domain sits below the features: it imports only the ground and itself.',
      from: { path: '^src/domain/', pathNot: tests },
      to: { path: `^src/features/|${shells}` },
    },
    {
      name: 'feature-imports-shell',
      severity: 'error',
      comment:
        'A feature is placed by an app shell and never reaches into one: move what it needs to the ground.',
      from: { path: '^src/features/', pathNot: tests },
      to: { path: shells },
    },
    {
      name: 'feature-inner-file',
      severity: 'error',
      comment: "Another feature's inner file: import its index.ts (its face) instead.",
      from: { path: '^src/features/([^/]+)/', pathNot: tests },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shell-inner-file',
      severity: 'error',
      comment:
        'An app shell imports a feature through its face (index.ts); only a lazy import() names a page or a ' +
        'part loaded on demand (code splitting: routed through faces, the bundler cut the home into more chunks).',
      from: { path: shells, pathNot: tests },
      to: {
        path: '^src/features/',
        pathNot: '^src/features/[^/]+/index\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'back-office-imported',
      severity: 'error',
      comment: 'The back-office is an app of its own, on top: nothing imports it.',
      from: { pathNot: ['^src/back-office/', ...tests] },
      to: { path: '^src/back-office/' },
    },
    {
      name: 'back-office-imports-site-shell',
      severity: 'error',
      comment: "The back-office shares the ground, the domain and the features' faces, not the site's shell.",
      from: { path: '^src/back-office/', pathNot: tests },
      to: { path: '^src/(app/|main\\.tsx$)' },
    },
    {
      name: 'test-support-imported',
      severity: 'error',
      comment: 'Fixtures and fakes in test/ are for tests only.',
      from: { pathNot: tests },
      to: { path: '^src/test/' },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Two files (and so two features, through their faces) that import each other.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
