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
  /** A header a trusted proxy sets to the viewer's country (e.g. cf-ipcountry); unset: not read. */
  GEO_COUNTRY_HEADER: z.string().min(1).optional(),
  /** Development only: every viewer is in this country (e.g. US, to see geo blocking). */
  GEO_COUNTRY_OVERRIDE: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  /** Newsletter sign-ups go to a Mailchimp-style provider, or only to the local table ("none"). */
  MAILING_LIST_PROVIDER: z.enum(['mailchimp', 'none']).optional(),
  /** The provider's API root; `{dc}` becomes the data centre named by the company's key. */
  MAILING_LIST_API_URL: z.string().default('https://{dc}.api.mailchimp.com/3.0'),
});

export type Config = z.infer<typeof ZConfig> & {
  demoData: boolean;
  siteChooser: boolean;
  mailingListProvider: 'mailchimp' | 'none';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.parse(env);
  const production = parsed.NODE_ENV === 'production';
  return {
    ...parsed,
    demoData: parsed.DEMO_DATA ?? !production,
    siteChooser: parsed.SITE_CHOOSER ?? !production,
    // Development and demo data never reach a real mailing list unless asked to.
    mailingListProvider: parsed.MAILING_LIST_PROVIDER ?? (production ? 'mailchimp' : 'none'),
  };
}
