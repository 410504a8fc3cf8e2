import { ZApiEnvelope } from '@screener/contracts/api';
import { translateRefusal } from '@screener/contracts/errors';
import { FILM_UPLOAD_MAX_BYTES } from '@screener/contracts/films';
import type { LanguageCode } from '@screener/contracts/language';
import type { TFunction } from 'i18next';
import { DetailedError } from 'tus-js-client';

/** The largest upload in the reader's way of writing it ("20 GB"). */
export function largestUploadText(language: LanguageCode): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'gigabyte' }).format(
    FILM_UPLOAD_MAX_BYTES / 1024 ** 3,
  );
}

/** The server's refusal in an answer's body, if the body is the API's envelope. */
function refusalIn(body: string) {
  try {
    return ZApiEnvelope.safeParse(JSON.parse(body)).data?.error ?? null;
  } catch {
    return null;
  }
}

/**
 * Why an upload stopped, for its staff member. A 413 is a refusal that trying again will not
 * change: the company's quota (the server's message, in the reader's language) or a file past
 * the largest upload (tus's own answer). Anything else was a connection or a server that may come
 * back, so the same file picks up where it stopped.
 */
export function uploadFailureText(error: Error, t: TFunction<'admin'>, language: LanguageCode): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (response?.getStatus() !== 413) return t('films.upload.failed');
  const refusal = refusalIn(response.getBody());
  return refusal
    ? translateRefusal(refusal, language)
    : t('films.upload.tooLarge', { max: largestUploadText(language) });
}
