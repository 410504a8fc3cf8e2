import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';

/** A failed call's text: the server's own message, or the site's texts for the client's failures. */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorText(error, t);
}
