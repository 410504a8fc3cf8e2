/** The folder the e2e server's outbox mailer writes to; the Playwright config always sets it. */
export function outboxDir(): string {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error('OUTBOX_DIR is set by playwright.config.ts; run the tests through it');
  return dir;
}
