import { describe, expect, it } from 'vitest';
import { createSecretBox, developmentSecretKey, parseSecretKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(developmentSecretKey());

  it('opens what it sealed, and each seal differs', () => {
    const sealed = box.seal('sk_live_1234', 'company:1:stripe');
    expect(sealed).not.toContain('sk_live');
    expect(box.seal('sk_live_1234', 'company:1:stripe')).not.toBe(sealed);
    expect(box.open(sealed, 'company:1:stripe')).toBe('sk_live_1234');
  });

  it('refuses another context, another key and a changed value', () => {
    const sealed = box.seal('secret', 'company:1:stripe');
    expect(() => box.open(sealed, 'company:2:stripe')).toThrow();
    const other = createSecretBox(Buffer.alloc(32, 7));
    expect(() => other.open(sealed, 'company:1:stripe')).toThrow();
    const [version, nonce, tag, body = ''] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, nonce, tag, flipped].join('.'), 'company:1:stripe')).toThrow();
  });

  it('reads a key as hex or base64 of 32 bytes only', () => {
    expect(parseSecretKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretKey(Buffer.alloc(32, 1).toString('base64'))?.length).toBe(32);
    expect(parseSecretKey('short')).toBeNull();
  });
});
