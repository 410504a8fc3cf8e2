import type { IncomingMessage } from 'node:http';

/** A request's whole body as text, as each stand-in reads it before parsing it its provider's way. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
  });
