import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const depcruise = path.resolve(webRoot, '../../node_modules/.bin/depcruise');

/** Runs the web's import rules over a folder, as `npm run lint` does over src/. */
function cruise(folder: string) {
  const run = spawnSync(depcruise, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: path.join(webRoot, folder),
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the web's import rules", () => {
  it('fail on each layer reaching up, a feature past a face, and a feature pair importing each other', () => {
    const { status, output } = cruise('dep-rules-fixture');
    expect(status).not.toBe(0);
    for (const violation of [
      'feature-inner-file: src/features/beta/name.ts → src/features/alpha/name.ts',
      'no-cycle: src/features/alpha/index.ts',
      'ground-imports-above: src/ui/label.ts → src/features/alpha/index.ts',
      'ground-imports-above: src/ui/label.ts → src/app/shell.ts',
      'domain-imports-above: src/domain/event.ts → src/features/beta/index.ts',
      'feature-imports-shell: src/features/beta/name.ts → src/app/shell.ts',
      'shell-inner-file: src/app/shell.ts → src/features/alpha/name.ts',
      'back-office-imported: src/app/shell.ts → src/back-office/office.ts',
      'back-office-imports-site-shell: src/back-office/office.ts → src/main.tsx',
      'test-support-imported: src/ui/label.ts → src/test/fake.ts',
    ]) {
      expect(output).toContain(violation);
    }
    // A shell's lazy import() of a feature's page is how the router splits the site into chunks.
    expect(output).not.toContain('shell-inner-file: src/app/shell.ts → src/features/beta/name.ts');
  });
});
