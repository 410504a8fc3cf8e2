import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (payment gateways' credentials) sealed with AES-256-GCM: a random 96-bit
 * nonce per seal, the 128-bit tag checked on opening, and `context` (which company, which gateway)
 * bound as associated data, so a sealed value copied onto another row does not open.
 * See docs/decisions/0022-company-settings-secrets-and-pages.md.
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  /** Throws when the value was changed, sealed under another key, or for another context. */
  open(sealed: string, context: string): string;
};

const VERSION = 'v1';
const NONCE_BYTES = 12;

/** A 32-byte key given as 64 hex digits or base64. */
export function parseSecretKey(text: string): Buffer | null {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * Outside production, without a configured key, a fixed key derived from a public phrase: demo
 * and test data stay readable across restarts, and nothing sealed with it is worth protecting.
 */
export function developmentSecretKey(): Buffer {
  return createHash('sha256').update('screener development settings key').digest();
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the settings key must be 32 bytes');
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** The deployment's box: the configured key, the development key outside production, or none. */
export function loadSecretBox(config: { SETTINGS_SECRET_KEY?: string; NODE_ENV: string }): SecretBox | null {
  if (config.SETTINGS_SECRET_KEY) {
    const key = parseSecretKey(config.SETTINGS_SECRET_KEY);
    if (!key) throw new Error('SETTINGS_SECRET_KEY must be 32 bytes as 64 hex digits or base64');
    return createSecretBox(key);
  }
  return config.NODE_ENV === 'production' ? null : createSecretBox(developmentSecretKey());
}
