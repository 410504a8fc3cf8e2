import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { LANGUAGE_ENDONYMS } from '../../i18n/languages';

/** The languages staff write texts in: the company's default first, then the others it offers. */
export function useTextLanguages(): { main: LanguageCode; others: LanguageCode[] } {
  const { language, languages } = useCurrentCompany().custom_properties;
  const offered = languages ?? LANGUAGES;
  return { main: language, others: LANGUAGES.filter((code) => code !== language && offered.includes(code)) };
}

/**
 * An entity's texts, a tab per language the company offers (issue 38): the default language's
 * first (its texts are required), the others optional, each falling back to the default's on the
 * site. `panel` draws one language's fields; `hasError` marks a tab holding a field with a
 * message, as fields of a tab not shown cannot show theirs. The tabs move with the arrow keys.
 */
export function LanguageTabs({
  label,
  panel,
  hasError,
}: {
  label: string;
  panel: (language: LanguageCode, isDefault: boolean) => ReactNode;
  hasError?: (language: LanguageCode, isDefault: boolean) => boolean;
}) {
  const { t } = useTranslation('admin');
  const { main, others } = useTextLanguages();
  const [chosen, setChosen] = useState<LanguageCode>(main);
  const id = useId();
  if (others.length === 0) return panel(main, true);
  const active = chosen === main || others.includes(chosen) ? chosen : main;
  return (
    <Stack spacing={2}>
      <Tabs
        value={active}
        onChange={(_change, value: LanguageCode) => setChosen(value)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        // Its tabs scroll on a narrow screen rather than widening a form laid out around them.
        sx={{ contain: 'inline-size' }}
      >
        {[main, ...others].map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${id}-tab-${code}`}
            aria-controls={`${id}-panel-${code}`}
            label={
              <span>
                <span lang={code}>{LANGUAGE_ENDONYMS[code]}</span>
                {' · '}
                {code === main ? t('translations.defaultTab') : t('translations.optionalTab')}
                {hasError?.(code, code === main) ? ` · ${t('translations.tabHasError')}` : ''}
              </span>
            }
            sx={hasError?.(code, code === main) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary">
        {active === main ? t('translations.defaultHint') : t('translations.otherHint')}
      </Typography>
      <Stack
        role="tabpanel"
        id={`${id}-panel-${active}`}
        aria-labelledby={`${id}-tab-${active}`}
        spacing={2.5}
        // A new panel per language: rich-text editors start from that language's text.
        key={active}
      >
        {panel(active, active === main)}
      </Stack>
    </Stack>
  );
}
