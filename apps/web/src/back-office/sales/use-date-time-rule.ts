import { useTranslation } from 'react-i18next';
import { INVALID_DATE_TIME } from '../components/zoned-date-time-field';

/** A date-and-time picker's form rule: an unfinished or impossible entry is named before sending. */
export function useDateTimeRule() {
  const { t } = useTranslation('admin');
  return {
    validate: (value: unknown) => value !== INVALID_DATE_TIME || t('events.editor.invalidTime'),
  };
}
