export type OutgoingSms = { to: string; text: string };

export type SmsPort = { send(message: OutgoingSms): Promise<void> };

/**
 * The development transport: prints the message on the server console, as the outbox keeps mail.
 * Application logs never carry a code; this printout stands in for the phone itself.
 */
export function createConsoleSms(write: (line: string) => void = (line) => console.log(line)): SmsPort {
  return {
    send: async (message) => {
      write(`[sms to ${message.to}] ${message.text}`);
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
