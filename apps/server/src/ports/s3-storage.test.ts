import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

const CREDENTIALS = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret-key-0123456789' };
const REGION = 'eu-west-1';
const signer = new SignatureV4({ credentials: CREDENTIALS, region: REGION, service: 's3', sha256: Sha256 });

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; signatureValid: boolean };

/** The request's SigV4 signature, signed again here from what arrived; equal only if nothing was altered. */
async function verify(request: IncomingMessage, body: Buffer): Promise<boolean> {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match || match[1] !== CREDENTIALS.accessKeyId || match[3] !== REGION) return false;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return false;
  }
  const signedHeaders = (match[4] ?? '').split(';');
  const headers = Object.fromEntries(
    signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const again = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  return (again.headers.authorization ?? '').endsWith(`Signature=${match[5]}`);
}

let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const signatureValid = await verify(request, body);
      seen.push({ method: request.method ?? '', path, headers: request.headers, signatureValid });
      if (!signatureValid) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        return response.end('<Error><Code>SignatureDoesNotMatch</Code><Message>bad</Message></Error>');
      }
      if (request.method === 'PUT') {
        objects.set(path, { body, contentType: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"stand-in"' });
        return response.end();
      }
      const object = objects.get(path);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        return response.end(
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      }
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      response.end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3-compatible storage', () => {
  it('puts and gets through SigV4-signed PutObject and GetObject, path-style under the prefix', async () => {
    const storage = createS3Storage({
      bucket: 'screener-uploads',
      region: REGION,
      endpoint,
      credentials: CREDENTIALS,
      forcePathStyle: true,
      prefix: 'site-a/',
    });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('chat-images/0123456789abcdef0123456789abcdef.png', bytes);
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/screener-uploads/site-a/chat-images/0123456789abcdef0123456789abcdef.png',
      signatureValid: true,
    });
    expect(seen.at(-1)?.headers['content-type']).toBe('image/png');
    expect(seen.at(-1)?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );

    const read = await storage.get('chat-images/0123456789abcdef0123456789abcdef.png');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', signatureValid: true });
    expect(read?.equals(bytes)).toBe(true);
    expect(await storage.get('chat-images/ffffffffffffffffffffffffffffffff.png')).toBeNull();
    storage.close();
  });

  it('fails loudly when the service refuses the signature, and refuses an unsafe key before sending', async () => {
    const storage = createS3Storage({
      bucket: 'screener-uploads',
      region: REGION,
      endpoint,
      credentials: { accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: 'a-wrong-secret' },
      forcePathStyle: true,
      prefix: '',
    });
    await expect(storage.put('chat-images/x.png', Buffer.from('x'))).rejects.toThrow();
    expect(seen.at(-1)?.signatureValid).toBe(false);
    const before = seen.length;
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(seen.length).toBe(before);
    storage.close();
  });
});
