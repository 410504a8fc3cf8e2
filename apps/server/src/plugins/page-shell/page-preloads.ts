import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@screener/contracts/language';
import { z } from 'zod';
import { type FirstPage, PAGE_MODULES } from './page-routes.ts';

const ZManifest = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);
type Manifest = z.infer<typeof ZManifest>;

/** The scripts a page's code needs beyond the entry, for `<link rel="modulepreload">`. */
export type PagePreloads = {
  page(kind: FirstPage['kind']): string[];
  texts(language: LanguageCode): string[];
  /** The back-office's texts (the site's common ones and its own), beyond its entry (admin.html). */
  backOfficeTexts(language: LanguageCode): string[];
};

/** The two entries of the web build (apps/web's Vite config): the viewer's site and the back-office. */
export const SITE_ENTRY = 'index.html';
export const BACK_OFFICE_ENTRY = 'admin.html';

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Read once from the web build's manifest (`build.manifest` in its Vite config). Without it (a
 * build without manifest, tests) nothing is preloaded: the page still works, only later.
 */
export function readPagePreloads(distDir: string): PagePreloads {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? ZManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
    : {};
  // Each entry's own imports are in its HTML already.
  const siteEntry = closure(manifest, [SITE_ENTRY]);
  const backOfficeEntry = closure(manifest, [BACK_OFFICE_ENTRY]);
  const filesOf = (keys: string[], entry = siteEntry) => {
    const files = [...closure(manifest, keys)]
      .filter((key) => !entry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    return [...new Set(files)];
  };
  const pages = Object.fromEntries(
    Object.entries(PAGE_MODULES).map(([kind, { module, alsoLoads }]) => {
      const own = [...closure(manifest, [module])];
      const libraries = own
        .flatMap((key) => manifest[key]?.dynamicImports ?? [])
        .filter((key) => alsoLoads?.test(key));
      return [kind, filesOf([module, ...libraries])];
    }),
  );
  return {
    page: (kind) => pages[kind] ?? [],
    texts: (language) => filesOf([`src/i18n/${language}.json`]),
    backOfficeTexts: (language) =>
      filesOf([`src/i18n/${language}.json`, `src/i18n/admin/${language}.json`], backOfficeEntry),
  };
}
