import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { currentRequestId } from '../lib/request-context.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/** A mail as the outbox keeps it: what nodemailer's JSON transport rendered, plus when; files in base64. */
export type OutboxMail = Omit<OutgoingMail, 'attachments'> & {
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
  from: string;
  messageId: string;
  sentAt: string;
  /** The request whose work sent the mail (lib/request-context.ts), to find it beside the request's log lines. */
  requestId?: string;
};

/** The header naming the request that sent a mail, so an operator finds the mail from a log line and back. */
function requestHeaders(): Record<string, string> | undefined {
  const requestId = currentRequestId();
  return requestId ? { 'X-Request-Id': requestId } : undefined;
}

/**
 * Mail goes through nodemailer: over SMTP when `smtpUrl` is set, otherwise rendered by its JSON
 * transport into the outbox folder (one file a message), where a developer, or an end-to-end test,
 * reads it.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail, headers: requestHeaders() });
      },
    };
  }
  return createJsonMailer(options.from, async (message) => {
    await mkdir(options.outboxDir, { recursive: true });
    const file = `${message.sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    await writeFile(path.join(options.outboxDir, file), JSON.stringify(message, null, 2));
  });
}

/** A mailer whose rendered messages are kept in memory; for tests. */
export function createCapturingMailer(
  from = 'Screener <no-reply@screener.test>',
): Mailer & { sent: OutboxMail[] } {
  const sent: OutboxMail[] = [];
  const mailer = createJsonMailer(from, async (message) => {
    sent.push(message);
  });
  return { ...mailer, sent };
}

function createJsonMailer(from: string, keep: (message: OutboxMail) => Promise<void>): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (mail) => {
      const requestId = currentRequestId();
      const info = await transport.sendMail({ from, ...mail, headers: requestHeaders() });
      const rendered = JSON.parse(String(info.message)) as { messageId: string };
      const { attachments, ...rest } = mail;
      await keep({
        ...rest,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                contentBase64: file.content.toString('base64'),
              })),
            }
          : {}),
        from,
        messageId: rendered.messageId,
        sentAt: new Date().toISOString(),
        ...(requestId ? { requestId } : {}),
      });
    },
  };
}
