import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting comes from the environment; a missing optional service falls back to its embedded default. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  REDIS_URL: z.string().url().optional(),
  DEMO_DATA: booleanFlag.optional(),
  SITE_CHOOSER: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
  TRUST_PROXY: booleanFlag.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Screener <no-reply@screener.localhost>'),
  OUTBOX_DIR: z.string().default(path.join(repoRoot, 'data', 'outbox')),
});

export type Config = z.infer<typeof ZConfig> & { demoData: boolean; siteChooser: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.parse(env);
  const production = parsed.NODE_ENV === 'production';
  return {
    ...parsed,
    demoData: parsed.DEMO_DATA ?? !production,
    siteChooser: parsed.SITE_CHOOSER ?? !production,
  };
}
