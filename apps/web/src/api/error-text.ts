import type { Namespace, TFunction } from 'i18next';
import { ApiRequestError, UnknownApiResponseError } from './api-errors';

/**
 * The text to show for a failed call. The server already writes its messages in the language of
 * the request header, so only the client's own failures need translating here. Any namespace's
 * `t` will do: every namespace falls back to the site's texts, where these are.
 */
export function errorText(error: unknown, t: TFunction<Namespace>): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof UnknownApiResponseError) return t('errors.unknownResponse');
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.generic');
}
