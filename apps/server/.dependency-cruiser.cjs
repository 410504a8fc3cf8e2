/**
 * The house rules for the server's imports (docs/decisions/0014-event-word-and-module-faces.md),
 * over every folder of src/:
 * - a module is reached through its face (`index.ts`), or its `schema.ts` from another schema for
 *   a foreign key (and from the demo seed, which writes the demo's rows);
 * - the ground (`lib/`, `plugins/`, `ports/`, `db/`, `config.ts`, `app-deps.ts`) names no module,
 *   no composition root and no demo content: what it needs of a module is a port (`ports/`),
 *   implemented by the module and handed over by the composition root (`app.ts`);
 * - nothing but the composition root (`app.ts`, `serve.ts`, `main.ts`, `admin-cli.ts`) names the
 *   composition root or the demo;
 * - nothing imports itself round.
 * Tests and their helpers may reach any file.
 */
const tests = '(\\.test\\.ts|test-helpers\\.ts|test-fixtures\\.ts|^src/test/)';
const ground = '^src/(lib/|plugins/|ports/|db/|config\\.ts$|app-deps\\.ts$)';
const root = '^src/(app|serve|main|admin-cli)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-inner-file',
      severity: 'error',
      comment: "Another module's inner file: import its index.ts (its face) instead.",
      from: { path: '^src/modules/([^/]+)/', pathNot: [tests, 'schema\\.ts$'] },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-reaches-inner-file',
      severity: 'error',
      comment:
        "A file outside the modules (composition root, demo) reaches a module's inner file: import its " +
        'index.ts (its face); the demo seed may also name a schema.',
      from: { path: '^src/', pathNot: [tests, '^src/modules/'] },
      to: {
        path: '^src/modules/',
        pathNot: ['^src/modules/[^/]+/index\\.ts$', '^src/modules/[^/]+/schema\\.ts$'],
      },
    },
    {
      name: 'schema-outside-demo',
      severity: 'error',
      comment: "Only the demo seed (and other schemas) name a module's schema from outside it.",
      from: { path: '^src/', pathNot: [tests, '^src/modules/', '^src/demo/'] },
      to: { path: '^src/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'schema-inner-file',
      severity: 'error',
      comment: "A schema names another module's schema (a foreign key) and nothing else of it.",
      from: { path: '^src/modules/([^/]+)/schema\\.ts$' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/schema\\.ts$'] },
    },
    {
      name: 'infrastructure-imports-module',
      severity: 'error',
      comment:
        'The ground (lib/, plugins/, ports/, db/, config.ts, app-deps.ts) names no module: a module ' +
        'hands what it offers through a port, given over by the composition root (app.ts).',
      from: { path: ground, pathNot: tests },
      to: { path: '^src/modules/' },
    },
    {
      name: 'imports-composition-root',
      severity: 'error',
      comment: 'Only the composition root names the composition root or the demo content.',
      from: { path: '^src/', pathNot: [tests, root] },
      to: { path: [root, '^src/demo/'], pathNot: '^src/demo/' },
    },
    {
      name: 'ground-imports-demo',
      severity: 'error',
      comment: 'The ground and the modules name no demo content: the composition root seeds it.',
      from: { path: '^src/(lib|plugins|ports|db|modules)/', pathNot: tests },
      to: { path: '^src/demo/' },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Two files (and so two modules, through their faces, or two schemas through their foreign ' +
        'keys) that import each other.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
