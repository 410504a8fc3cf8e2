import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sendError } from '../lib/envelope.ts';
import { isServiceUnavailable } from '../lib/unavailable-service.ts';

/** A restart of PostgreSQL or Redis takes seconds. */
const UNAVAILABLE_RETRY_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer's interface language, from the signed header; messages are answered in it. */
    language: import('@screener/contracts/language').LanguageCode;
  }
  interface FastifyContextConfig {
    /**
     * A JSON call of the catalogue (`registerCall`): its refusals answer HTTP 200 with the error in
     * the envelope, the only place the specification's client reads them (decision record 0047).
     */
    refusalInEnvelope?: true;
  }
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/**
 * PostgreSQL's answers to a value it cannot hold: a number out of range (22003), text it cannot
 * read as the column's type (22P02), a NUL or invalid byte (22021). The calls check their input
 * first; should a value still get this far, it is the client's mistake, not a server fault.
 */
const UNSTORABLE_VALUE_CODES = new Set(['22003', '22P02', '22021']);

function isUnstorableValue(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if (UNSTORABLE_VALUE_CODES.has(String((cause as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Every failure leaves as the envelope. A refusal of a JSON call (a catalogue error, a validation
 * failure) answers HTTP 200, since the specification's client reads an error only from a 200
 * reply; elsewhere (media, files, the share pages, OAuth) it keeps its catalogue status. A body
 * that is not JSON or too large answers 400/413, a fault 500 without details (decision 0047).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = request.language;
    const inEnvelope = request.routeOptions.config?.refusalInEnvelope === true;
    if (error instanceof AppError) {
      const retryAfter = error.details?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return sendError(reply, inEnvelope ? 200 : error.status, {
        code: error.code,
        message: error.messageIn(language),
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (isUnstorableValue(error)) {
      return sendError(reply, inEnvelope ? 200 : 400, {
        code: ERROR_CATALOGUE.VALIDATION_FAILED.code,
        message: ERROR_CATALOGUE.VALIDATION_FAILED.message[language],
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(reply, inEnvelope ? 200 : 429, {
        code: ERROR_CATALOGUE.RATE_LIMITED.code,
        message: ERROR_CATALOGUE.RATE_LIMITED.message[language],
      });
    }
    if (status >= 400 && status < 500) {
      const message = clientErrorMessages[error.code] ?? ERROR_CATALOGUE.VALIDATION_FAILED.message[language];
      return sendError(reply, status === 413 ? 413 : 400, {
        code: ERROR_CATALOGUE.VALIDATION_FAILED.code,
        message,
      });
    }
    if (isServiceUnavailable(error)) {
      // A fault of the moment, not of the call: said as such, with when to try again.
      request.log.warn({ err: error }, 'a service the request needs is unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return sendError(reply, 503, {
        code: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.code,
        message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message[language],
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { code: 500, message: ERROR_CATALOGUE.SERVER_ERROR.message[language] });
  });
}
