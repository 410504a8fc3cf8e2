import { matchAdminFieldMessage } from '@screener/contracts/admin-messages';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../ui/form-errors';

/**
 * A field message in the back-office's language: the back-office forms' own messages from its
 * texts (`fieldMessages`), the shared ones as the site words them.
 */
export function useAdminFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  const shared = useFieldErrorText();
  return (message) => {
    const own = message ? matchAdminFieldMessage(message) : null;
    return own ? t(`fieldMessages.${own.key}`, own.params) : shared(message);
  };
}
