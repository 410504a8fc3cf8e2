import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirect } from './account-paths';

describe('after login', () => {
  it('goes to a redirect target on this site', () => {
    expect(afterLoginPath('/screeners/4/watch?allowEmbed=true')).toBe('/screeners/4/watch?allowEmbed=true');
  });

  it('ignores targets on another origin and falls back to the dashboard', () => {
    for (const target of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '', null, undefined]) {
      expect(safeRedirect(target)).toBeNull();
      expect(afterLoginPath(target)).toBe('/user/dashboard');
    }
  });
});
