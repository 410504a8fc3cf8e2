import { type AnyCallDeclaration, declarationsIn } from '@screener/contracts/call';
import { catalogue, catalogueEntries } from '@screener/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

/**
 * The call catalogue of `@screener/contracts` (decision record 0044) and the server's routes are
 * one list: every declaration is registered, once, against itself, and nothing else is.
 */
const t = useTestApp();

const declared = () => catalogueEntries();

describe('the call catalogue', () => {
  it('declares each path once', () => {
    const paths = declared().map((call) => call.path);
    expect(paths.length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is registered whole by the server, each call against its own declaration', () => {
    const registered = new Map(t.app.calls.map((call) => [call.path, call]));
    const sameAs = (call: AnyCallDeclaration, other: AnyCallDeclaration | undefined) =>
      other !== undefined &&
      (['kind', 'path', 'body', 'params', 'auth', 'tenant', 'permission'] as const).every(
        (field) => other[field] === call[field],
      ) &&
      (call.kind === 'file' || (other.kind === 'json' && other.response === call.response));
    const missing = declared().filter((call) => !sameAs(call, registered.get(call.path)?.declaration));
    expect(missing.map((call) => call.path)).toEqual([]);
  });

  it('holds every call the server registers', () => {
    const paths = new Set(declared().map((call) => call.path));
    const undeclared = t.app.calls.filter((call) => !paths.has(call.path));
    expect(undeclared.map((call) => call.path)).toEqual([]);
    expect(t.app.calls).toHaveLength(paths.size);
  });

  it('tells the server who may make each call, as the declaration says', () => {
    for (const call of t.app.calls) {
      const { declaration } = call;
      expect([call.path, call.auth, call.tenant]).toEqual([
        declaration.path,
        declaration.auth,
        declaration.tenant,
      ]);
      const permission =
        declaration.auth === 'operator'
          ? 'operator'
          : declaration.auth === 'staff'
            ? declaration.permission
            : undefined;
      expect([call.path, call.permission]).toEqual([call.path, permission]);
      expect(call.body).toBe(declaration.body);
    }
  });

  it('keeps the back-office in its own groups, so the viewer’s site never loads its calls', () => {
    for (const [group, calls] of Object.entries(catalogue)) {
      const backOffice = group.startsWith('admin');
      for (const call of declarationsIn(calls)) {
        expect([group, call.path, call.path.startsWith('admin/')]).toEqual([group, call.path, backOffice]);
      }
    }
  });
});
