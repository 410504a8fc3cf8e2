import type { WebhookEvent } from '@screener/contracts/webhooks';

type EventTextKey = {
  [E in WebhookEvent]: E extends `${infer Noun}.${infer Verb}` ? `${Noun}_${Verb}` : never;
}[WebhookEvent];

/** An event's name in the texts: i18next reads a dot as a level, so the texts write it with `_`. */
export function eventTextKey(event: WebhookEvent): EventTextKey {
  return event.replace('.', '_') as EventTextKey;
}
