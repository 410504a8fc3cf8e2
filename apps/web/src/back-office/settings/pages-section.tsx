import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_PAGES } from '@screener/contracts/company';
import {
  type PageTranslations,
  type SettingsPage,
  ZSaveSettingsPageRequest,
} from '@screener/contracts/company-settings';
import type { LanguageCode } from '@screener/contracts/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/api-errors';
import { useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { LanguageTabs } from '../components/language-tabs';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';
import { RichTextEditor } from './rich-text-editor';
import { useDeletePage, useSavePage, useSettingsPages } from './settings-api';

/** The default pages first (each overridden or not), then the company's own pages. */
export function pageChoices(saved: SettingsPage[]): { slug: string; title: string | null; saved: boolean }[] {
  const defaults = DEFAULT_PAGES.map((slug) => {
    const page = saved.find((item) => item.slug === slug);
    return { slug, title: page?.title ?? null, saved: Boolean(page) };
  });
  const own = saved
    .filter((page) => !(DEFAULT_PAGES as readonly string[]).includes(page.slug))
    .map((page) => ({ slug: page.slug, title: page.title, saved: true }));
  return [...defaults, ...own];
}

/** About, terms and privacy overrides and the company's extra pages, in a rich-text editor. */
export function PagesSection() {
  const { t } = useTranslation('admin');
  const pages = useSettingsPages();
  const [editing, setEditing] = useState<string | null>(null);
  if (!pages.data) return <LoadState error={pages.error} onRetry={() => void pages.refetch()} />;
  const saved = pages.data.pages;
  const choices = pageChoices(saved);
  const label = (choice: (typeof choices)[number]) =>
    (DEFAULT_PAGES as readonly string[]).includes(choice.slug)
      ? t(`settings.general.page.${choice.slug as (typeof DEFAULT_PAGES)[number]}`)
      : (choice.title ?? choice.slug);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack sx={{ minInlineSize: 220 }}>
        <List aria-label={t('settings.pages.list')}>
          {choices.map((choice) => (
            <ListItemButton
              key={choice.slug}
              selected={editing === choice.slug}
              onClick={() => setEditing(choice.slug)}
            >
              <ListItemText
                primary={label(choice)}
                secondary={choice.saved ? t('settings.pages.custom') : t('settings.pages.builtIn')}
              />
            </ListItemButton>
          ))}
        </List>
        <Button variant="outlined" onClick={() => setEditing('')}>
          {t('settings.pages.add')}
        </Button>
      </Stack>
      {editing !== null ? (
        <PageEditor
          key={editing}
          page={saved.find((page) => page.slug === editing) ?? null}
          slug={editing}
          defaultTitle={editing ? label({ slug: editing, title: null, saved: false }) : ''}
          onDone={(slug) => setEditing(slug)}
        />
      ) : null}
    </Stack>
  );
}

function PageEditor({
  page,
  slug: initialSlug,
  defaultTitle,
  onDone,
}: {
  page: SettingsPage | null;
  slug: string;
  defaultTitle: string;
  onDone: (slug: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const save = useSavePage();
  const remove = useDeletePage();
  const [slug, setSlug] = useState(initialSlug);
  const [title, setTitle] = useState(page?.title ?? defaultTitle);
  const [html, setHtml] = useState(page?.html ?? '');
  const [translations, setTranslations] = useState<PageTranslations>(page?.translations ?? {});
  const translate = (code: LanguageCode, field: 'title' | 'html', text: string) =>
    setTranslations((saved) => ({ ...saved, [code]: { ...saved[code], [field]: text } }));
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const isNew = initialSlug === '';

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZSaveSettingsPageRequest.safeParse({ slug, title, html, translations });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            // A translation's message stays on its language's field.
            issue.path[0] === 'translations' ? issue.path.join('.') : String(issue.path[0]),
            [issue.message],
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      notify(t('settings.saved'), 'success');
      onDone(parsed.data.slug);
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.fields) setErrors(error.details.fields);
      else notify(apiErrorText(error), 'error');
    }
  };
  const removePage = async () => {
    try {
      await remove.mutateAsync({ slug: initialSlug });
      notify(t('settings.pages.removed'), 'success');
      onDone(null);
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      sx={{ flexGrow: 1, minInlineSize: 0 }}
    >
      <TextField
        label={t('settings.pages.slug')}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        required
        error={Boolean(errors.slug)}
        helperText={fieldError(errors.slug?.[0]) ?? t('settings.pages.slugHint')}
        slotProps={{ htmlInput: { readOnly: !isNew, dir: 'ltr' } }}
      />
      <LanguageTabs
        label={t('translations.tabsLabel')}
        hasError={(code, isDefault) =>
          isDefault
            ? Boolean(errors.title)
            : Object.keys(errors).some((field) => field.startsWith(`translations.${code}.`))
        }
        panel={(code, isDefault) =>
          isDefault ? (
            <>
              <TextField
                label={t('settings.pages.pageTitle')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                error={Boolean(errors.title)}
                helperText={fieldError(errors.title?.[0])}
              />
              <RichTextEditor label={t('settings.pages.content')} initialHtml={html} onChange={setHtml} />
            </>
          ) : (
            <>
              <TextField
                label={t('settings.pages.pageTitle')}
                value={translations[code]?.title ?? ''}
                onChange={(event) => translate(code, 'title', event.target.value)}
                error={Boolean(errors[`translations.${code}.title`])}
                helperText={fieldError(errors[`translations.${code}.title`]?.[0])}
                slotProps={{ htmlInput: { lang: code, dir: 'auto' } }}
              />
              <RichTextEditor
                label={t('settings.pages.content')}
                initialHtml={translations[code]?.html ?? ''}
                onChange={(text) => translate(code, 'html', text)}
              />
            </>
          )
        }
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('settings.save')}
        </Button>
        {page ? (
          <Button color="error" loading={remove.isPending} onClick={() => void removePage()}>
            {page.overrides_default ? t('settings.pages.restore') : t('settings.pages.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
