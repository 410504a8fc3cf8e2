import { ZApiEnvelope } from '@screener/contracts/api';

type LoaderResponse = {
  status?: unknown;
  responseType?: unknown;
  responseText?: unknown;
  response?: unknown;
};

/**
 * The catalogue error a media request was refused with (spec part 2 §8): the media route answers
 * a refused manifest or segment with the API's envelope. `details` is the loader's XMLHttpRequest.
 */
export function streamRefusal(details: unknown): { code: number; message: string } | null {
  if (typeof details !== 'object' || details === null) return null;
  const response = details as LoaderResponse;
  if (typeof response.status !== 'number' || response.status < 400) return null;
  let text: string | null = null;
  if (Object.prototype.toString.call(response.response) === '[object ArrayBuffer]')
    text = new TextDecoder().decode(response.response as ArrayBuffer);
  else if (typeof response.responseText === 'string' && (response.responseType ?? '') !== 'arraybuffer')
    text = response.responseText;
  if (!text) return null;
  try {
    const envelope = ZApiEnvelope.safeParse(JSON.parse(text));
    return envelope.success && envelope.data.error
      ? { code: envelope.data.error.code, message: envelope.data.error.message }
      : null;
  } catch {
    return null;
  }
}
