import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A text message; `companyId` names the company it is sent for, whose own provider sends it when set. */
export type OutgoingSms = { to: string; text: string; companyId?: number };

export type SmsPort = { send(message: OutgoingSms): Promise<void> };

/** A company's Twilio account (docs/decisions/0046-sms-through-twilio.md). */
export type TwilioCredentials = {
  account_sid: string;
  auth_token: string;
  /** The sender: a phone number in E.164 form, or a Messaging Service SID (`MG...`). */
  from: string;
};

/** The part of Twilio's client the adapter uses, so that tests stand in for the network. */
export type TwilioMessages = {
  create(input: {
    to: string;
    body: string;
    from?: string;
    messagingServiceSid?: string;
  }): Promise<{ sid: string }>;
};
export type TwilioClientFactory = (accountSid: string, authToken: string) => Promise<TwilioMessages>;

/** Twilio's Node SDK, loaded on the first message: most servers never send one. */
export const twilioClient: TwilioClientFactory = async (accountSid, authToken) => {
  const { default: twilio } = await import('twilio');
  return twilio(accountSid, authToken).messages;
};

/**
 * Sends through a Twilio account. Twilio's test credentials (a test Account SID and token, with the
 * magic sender +15005550006) are its sandbox: the request is checked and answered, nothing is sent.
 */
export function createTwilioSms(
  credentials: TwilioCredentials,
  client: TwilioClientFactory = twilioClient,
): SmsPort {
  return {
    send: async (message) => {
      const messages = await client(credentials.account_sid, credentials.auth_token);
      const sender = credentials.from.startsWith('MG')
        ? { messagingServiceSid: credentials.from }
        : { from: credentials.from };
      await messages.create({ to: message.to, body: message.text, ...sender });
    },
  };
}

/** A message as the SMS outbox keeps it. */
export type OutboxSms = OutgoingSms & { id: string; sentAt: string };

/**
 * The local stand-in, as the mailer's outbox: one JSON file a message in `outboxDir`, where a
 * developer or an end-to-end test reads the code; the console line says where it went. Nothing
 * leaves the machine.
 */
export function createOutboxSms(
  outboxDir: string,
  write: (line: string) => void = (line) => console.log(line),
): SmsPort {
  return {
    send: async (message) => {
      const sentAt = new Date().toISOString();
      const kept: OutboxSms = { ...message, id: randomUUID(), sentAt };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(
        path.join(outboxDir, `${sentAt.replace(/[:.]/g, '-')}-${kept.id}.json`),
        JSON.stringify(kept, null, 2),
      );
      write(`[sms to ${message.to}] kept in ${outboxDir}`);
    },
  };
}

/**
 * Each company's own provider when it set one (its Twilio account), otherwise the deployment's
 * transport (the outbox, or the capture in tests). A company's credentials are read per message,
 * so a change in the settings applies at the next code.
 */
export function createCompanySms(
  fallback: SmsPort,
  credentialsOf: (companyId: number) => Promise<TwilioCredentials | null>,
  client: TwilioClientFactory = twilioClient,
): SmsPort {
  return {
    send: async (message) => {
      const credentials = message.companyId === undefined ? null : await credentialsOf(message.companyId);
      await (credentials ? createTwilioSms(credentials, client) : fallback).send(message);
    },
  };
}

/** An SMS port that keeps messages in memory; for tests. */
export function createCapturingSms(): SmsPort & { sent: OutgoingSms[] } {
  const sent: OutgoingSms[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}
