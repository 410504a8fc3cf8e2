import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');
const depcruise = path.resolve(serverRoot, '../../node_modules/.bin/depcruise');

/** Runs the server's import rules over a folder, as `npm run lint` does over src/. */
function cruise(folder: string) {
  const run = spawnSync(depcruise, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: path.join(serverRoot, folder),
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the import rules', () => {
  it('fail on an inner file of another module, a module named by lib/, and a cycle', () => {
    const { status, output } = cruise('dep-rules-fixture');
    expect(status).not.toBe(0);
    expect(output).toContain('module-inner-file: src/modules/halls/seats.ts → src/modules/films/titles.ts');
    expect(output).toContain('infrastructure-imports-module: src/lib/names.ts → src/modules/halls/index.ts');
    expect(output).toContain('no-cycle: src/modules/films/index.ts');
  });

  it('fail on a server folder reaching an inner file of a module, the ground naming a module, and two schemas naming each other', () => {
    const { status, output } = cruise('dep-rules-fixture');
    expect(status).not.toBe(0);
    for (const violation of [
      'outside-reaches-inner-file: src/ports/titles.ts → src/modules/films/titles.ts',
      'outside-reaches-inner-file: src/demo/seed.ts → src/modules/films/titles.ts',
      'outside-reaches-inner-file: src/app-deps.ts → src/modules/halls/seats.ts',
      'infrastructure-imports-module: src/db/client.ts → src/modules/halls/index.ts',
      'infrastructure-imports-module: src/app-deps.ts → src/modules/halls/seats.ts',
    ])
      expect(output).toContain(violation);
    expect(output).toMatch(
      /no-cycle: src\/modules\/(films|halls)\/schema\.ts → \s*src\/modules\/(halls|films)\/schema\.ts/,
    );
  });
});
