import { LANGUAGES } from '@screener/contracts/language';
import { i18n } from '../i18n/i18n';
import { translationBundles } from '../i18n/translation-bundles';

// Tests render synchronously after a language change: every bundle is in memory before they run.
for (const language of LANGUAGES)
  i18n.addResourceBundle(language, 'translation', await translationBundles[language]());

// The namespaces of the lazy areas (`src/i18n/<namespace>/<language>.json`), which the site loads
// with their chunks, likewise.
const namespaceFiles = import.meta.glob<object>('../i18n/*/*.json', { import: 'default', eager: true });
for (const [file, texts] of Object.entries(namespaceFiles)) {
  const [, namespace, language] = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (namespace && language) i18n.addResourceBundle(language, namespace, texts);
}
