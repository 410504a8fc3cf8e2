import TextField from '@mui/material/TextField';
import type { LanguageCode } from '@screener/contracts/language';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps } from '../../ui/form-errors';
import { LanguageTabs } from '../components/language-tabs';
import { RichTextEditor } from '../settings/rich-text-editor';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import type { EventFormApi } from './event-form';

/**
 * The event's title and description, a tab per language the company offers (issue 38). The
 * default language's are the event's own and required; another language's title, description
 * and Q&A title and message are optional, each shown in the default's words where left empty.
 */
export function EventTextsSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const { errors } = form.formState;
  return (
    <LanguageTabs
      label={t('translations.tabsLabel')}
      hasError={(code, isDefault) =>
        isDefault ? Boolean(errors.title || errors.description) : Boolean(errors.translations?.[code])
      }
      panel={(code, isDefault) =>
        isDefault ? (
          <>
            <TextField
              {...form.register('title')}
              label={t('events.editor.title')}
              required
              {...errorProps(fieldError, errors.title)}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  label={t('events.editor.description')}
                  initialHtml={field.value}
                  onChange={field.onChange}
                  error={fieldError(errors.description?.message)}
                />
              )}
            />
          </>
        ) : (
          <TranslationFields form={form} code={code} />
        )
      }
    />
  );
}

function TranslationFields({ form, code }: { form: EventFormApi; code: LanguageCode }) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const errors = form.formState.errors.translations?.[code];
  const text = (name: 'title' | 'qa_title' | 'qa_message', label: string, multiline = false) => (
    <TextField
      {...form.register(`translations.${code}.${name}`)}
      label={label}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      {...errorProps(fieldError, errors?.[name])}
      slotProps={{ htmlInput: { lang: code, dir: 'auto' } }}
    />
  );
  return (
    <>
      {text('title', t('events.editor.title'))}
      <Controller
        control={form.control}
        name={`translations.${code}.description`}
        render={({ field }) => (
          <RichTextEditor
            label={t('events.editor.description')}
            initialHtml={field.value ?? ''}
            onChange={field.onChange}
            error={fieldError(errors?.description?.message)}
          />
        )}
      />
      {text('qa_title', t('eventStage.qa_info.title'))}
      {text('qa_message', t('eventStage.qa_info.message'), true)}
    </>
  );
}
