import { describe, expect, it } from 'vitest';
import { streamRefusal } from './stream-refusal';

const envelope = JSON.stringify({
  data: null,
  error: { code: 555, message: 'We are sorry. The event has ended' },
  version: '1',
});

describe('streamRefusal', () => {
  it('reads the catalogue error of a refused manifest (text) or segment (array buffer)', () => {
    expect(streamRefusal({ status: 403, responseType: 'text', responseText: envelope })).toEqual({
      code: 555,
      message: 'We are sorry. The event has ended',
    });
    const bytes = new TextEncoder().encode(envelope);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    expect(streamRefusal({ status: 403, responseType: 'arraybuffer', response: buffer })).toMatchObject({
      code: 555,
    });
  });

  it('is null for an answer that is not a refusal envelope', () => {
    expect(streamRefusal({ status: 404, responseType: 'text', responseText: '<html>' })).toBeNull();
    expect(streamRefusal({ status: 200, responseType: 'text', responseText: envelope })).toBeNull();
    expect(streamRefusal({ status: 0, responseType: 'text', responseText: '' })).toBeNull();
    expect(streamRefusal(undefined)).toBeNull();
  });
});
