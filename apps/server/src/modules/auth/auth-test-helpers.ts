import { signedHeader } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** POSTs an API call the way a browser on `host` does; `session` signs it. */
export function callApi(
  t: TestApp,
  path: string,
  payload: object,
  options: {
    host?: string;
    session?: { key: string; secret: string };
    ip?: string;
    language?: 'en' | 'es' | 'he' | 'it';
  } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      host: options.host ?? 'festival.localhost',
      ...(options.session
        ? {
            authorization: signedHeader(options.session, t.clock.now(), {
              language: options.language ?? 'en',
            }),
          }
        : options.language
          ? {
              authorization: signedHeader({ key: '', secret: '' }, t.clock.now(), {
                language: options.language,
                hash: '',
              }),
            }
          : {}),
    },
  });
}

/** The 4-digit code and the link of the last mail sent to `to`. */
export function lastCode(t: TestApp, to: string): { code: string; link: string; subject: string } {
  const mail = t.mailer.sent.filter((message) => message.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const code = /(?<![:\w])(\d{4})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!code || !link) throw new Error('mail without a code or a link');
  return { code, link, subject: mail.subject };
}
