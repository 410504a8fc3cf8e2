/**
 * The house rules for the server's imports (docs/decisions/0014-event-word-and-module-faces.md):
 * a module is reached through its face (`index.ts`), or its `schema.ts` from another schema for a
 * foreign key; infrastructure (`lib/`, `plugins/`) names no module; nothing imports itself round.
 * Tests and their helpers may reach any file.
 */
const tests = '(\\.test\\.ts|test-helpers\\.ts|test-fixtures\\.ts)$';

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
      name: 'schema-inner-file',
      severity: 'error',
      comment: "A schema names another module's schema (a foreign key) and nothing else of it.",
      from: { path: '^src/modules/([^/]+)/schema\\.ts$' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/schema\\.ts$'] },
    },
    {
      name: 'infrastructure-imports-module',
      severity: 'error',
      comment: 'lib/ and plugins/ get what they need of a module from the composition root (app.ts).',
      from: { path: '^src/(lib|plugins)/', pathNot: tests },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Two files (and so two modules, through their faces) that import each other. Schemas may ' +
        'name each other: their foreign keys are read lazily.',
      from: {},
      to: { circular: true, viaOnly: { pathNot: 'schema\\.ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
