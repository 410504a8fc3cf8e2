import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Runs the tenancy check over a folder, as `npm run lint` does over src/. */
function check(folder: string) {
  const run = spawnSync(process.execPath, ['scripts/check-tenancy.ts', folder], {
    cwd: serverRoot,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the tenancy check', () => {
  it('fails on a companyId compared by hand, a query without ofCompany and a table nobody classified', () => {
    const { status, output } = check('tenancy-fixture/src');
    expect(status).toBe(1);
    const rows = 'tenancy-fixture/src/modules/halls/rows.ts';
    for (const finding of [
      `${rows}:8: companyId compared by hand: write ofCompany(halls, ...)`,
      `${rows}:8: from(halls) without ofCompany(halls, ...)`,
      `${rows}:11: from(halls) without ofCompany(halls, ...)`,
      'tenancy-fixture/src/modules/halls/schema.ts:10: doors has no companyId',
    ])
      expect(output).toContain(finding);
    // Two selects where one is known: both are named, with the counts.
    expect(output).toContain('(2 such queries in this file, 1 known)');
    // The known delete is let through; a known update that is gone asks for the count to come down.
    expect(output).not.toContain('delete(halls) without');
    expect(output).toContain('src/modules/halls/rows.ts update(halls) is known 2 times and now found 1');
    // A condition in the query, one named from the same file, and a waiver pass.
    for (const line of [22, 28, 33]) expect(output).not.toContain(`${rows}:${line}:`);
  });

  it('passes over the server as it is', () => {
    const { status, output } = check('src');
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
