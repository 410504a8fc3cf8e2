import { LANGUAGES } from '@screener/contracts/language';
import { i18n } from '../i18n/i18n';
import { translationBundles } from '../i18n/translation-bundles';

// Tests render synchronously after a language change: every bundle is in memory before they run.
for (const language of LANGUAGES)
  i18n.addResourceBundle(language, 'translation', await translationBundles[language]());
