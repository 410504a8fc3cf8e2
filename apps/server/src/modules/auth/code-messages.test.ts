import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { createCapturingMailer } from '../../ports/mailer.ts';
import { createCapturingSms } from '../../ports/sms.ts';
import { sendCodeByEmail, sendCodeBySms } from './code-messages.ts';

describe('the code messages in Spanish', () => {
  it('say "tú" to the viewer in the mail and the SMS', async () => {
    const mailer = createCapturingMailer();
    const sms = createCapturingSms();
    const input = { code: '1234', companyTitle: 'Festival', language: 'es' } as const;
    await sendCodeByEmail(
      { mailer },
      {
        ...input,
        to: 'hola@example.test',
        key: 'key',
        linkSecret: 'AAAAAAAAAAAAAAAAAAAAAA',
        siteOrigin: 'https://festival.test',
      },
    );
    await sendCodeBySms({ sms }, { ...input, companyId: 1, to: '+34600000000' });

    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Tu código de acceso: 1234');
    for (const text of [mail?.subject, mail?.text, sms.sent[0]?.text])
      expect(ustedMarkersIn(text ?? ''), text).toEqual([]);
  });
});
