import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = { to: string; replyTo?: string; subject: string; text: string; html?: string };

/** The folder the e2e server's outbox mailer writes to; the Playwright config always sets it. */
function outboxDir(): string {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error('OUTBOX_DIR is set by playwright.config.ts; run the tests through it');
  return dir;
}

/** Every mail in the outbox so far, newest first (file names begin with the time of sending). */
export async function outboxMails(): Promise<OutboxMail[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxMail),
  );
}

/** The newest mail to `to` (that `matches`, when given), if one has been sent. */
export async function newestMailTo(
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail | undefined> {
  return (await outboxMails()).find((mail) => mail.to === to && matches(mail));
}
