import { venueMessageKey } from '@screener/contracts/venue-admin';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../ui/form-errors';

/** A field message of the venue forms in the back-office's language; other messages as the site words them. */
export function useVenueFieldText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  return (message) => {
    const key = message ? venueMessageKey(message) : null;
    return key ? t(`venues.validation.${key}`) : fieldError(message);
  };
}
