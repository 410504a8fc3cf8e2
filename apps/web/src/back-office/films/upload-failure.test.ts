import { APP_VERSION } from '@screener/contracts/api';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { uploadFailureText } from './upload-failure';

const answer = (status: number, body: string): HttpResponse => ({
  getStatus: () => status,
  getHeader: () => undefined,
  getBody: () => body,
  getUnderlyingObject: () => null,
});
const failed = (status: number, body: string) =>
  Object.assign(new DetailedError('tus: unexpected response'), { originalResponse: answer(status, body) });

describe('why an upload stopped', () => {
  it('gives the quota’s refusal in the reader’s language', () => {
    const { code, message } = ERROR_CATALOGUE.FILM_UPLOAD_QUOTA_EXCEEDED;
    const body = JSON.stringify({ data: null, error: { code, message: message.en }, version: APP_VERSION });
    expect(uploadFailureText(failed(413, body), i18n.getFixedT('he', 'admin'), 'he')).toBe(message.he);
  });

  it('tells a file past the largest upload apart from a dropped connection', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(uploadFailureText(failed(413, 'Maximum size exceeded\n'), t, 'en')).toBe(
      'The file is larger than 20 GB, the largest upload.',
    );
    expect(uploadFailureText(new Error('network'), t, 'en')).toBe(
      'The upload stopped. Choose the same file again to continue where it stopped.',
    );
  });
});
