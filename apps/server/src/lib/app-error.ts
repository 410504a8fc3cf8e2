import type { EventSaleChange } from '@screener/contracts/admin-events';
import { ERROR_CATALOGUE, type ErrorName } from '@screener/contracts/errors';
import type { LanguageCode } from '@screener/contracts/language';

type ErrorDetails = {
  fields?: Record<string, string[]>;
  retryAfterSeconds?: number;
  seats?: string[];
  changes?: EventSaleChange[];
};
/** A more specific message than the catalogue's: one text, or one per language. */
type ErrorMessage = string | Record<LanguageCode, string>;

const textIn = (message: ErrorMessage, language: LanguageCode) =>
  typeof message === 'string' ? message : message[language];

/**
 * An error a service throws on purpose. It names a catalogue entry; the error handler turns it
 * into the envelope with the entry's status and the message in the viewer's language, unless a
 * more specific message is given.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly errorName: ErrorName;
  readonly details: ErrorDetails | undefined;
  /** The specific message when one was given, else the catalogue's. */
  private readonly text: ErrorMessage;

  constructor(errorName: ErrorName, options: { message?: ErrorMessage; details?: ErrorDetails } = {}) {
    const text = options.message ?? ERROR_CATALOGUE[errorName].message;
    super(textIn(text, 'en'));
    this.errorName = errorName;
    this.details = options.details;
    this.text = text;
  }

  get code(): number {
    return ERROR_CATALOGUE[this.errorName].code;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.errorName].status;
  }

  /** The message in `language`. */
  messageIn(language: LanguageCode): string {
    return textIn(this.text, language);
  }
}
