import { validationMessage } from '@screener/contracts/validation';
import { useTranslation } from 'react-i18next';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';

const INVALID = validationMessage('validation.invalid_character');

/**
 * A field's helper line: its hint when it is fine, what the field wants when its value is invalid
 * (the contract's generic "invalid" says too little about an address), the shared text otherwise.
 */
export function useStageErrorText(): (message: string | undefined, hint: string) => string {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  return (message, hint) => {
    if (!message) return hint;
    if (message === INVALID) return `${t('eventStage.invalid')} ${hint}`;
    return fieldError(message) ?? hint;
  };
}
