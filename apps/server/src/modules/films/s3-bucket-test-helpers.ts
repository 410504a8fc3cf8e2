import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  NoSuchKey,
  NoSuchUpload,
  NotFound,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';

type StoredObject = { body: Buffer; metadata: Record<string, string> | undefined };

/** What the SDK may be handed as a body: a string, bytes, or a stream (tus hands file streams). */
async function bytesOf(body: unknown): Promise<Buffer> {
  if (typeof body === 'string' || body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  throw new Error(`unexpected body ${typeof body}`);
}

/** A GetObject body as the SDK gives it in Node: a stream that can also be read whole. */
function sdkBody(bytes: Buffer) {
  return Object.assign(Readable.from([bytes]), {
    transformToString: async () => bytes.toString(),
    transformToByteArray: async () => new Uint8Array(bytes),
    transformToWebStream: () => Readable.toWeb(Readable.from([bytes])),
  });
}

const missing = { message: 'not found', $metadata: { httpStatusCode: 404 } };

/**
 * Every S3 client of the process (the app's, tus's S3 store's) answered from an in-memory bucket
 * by the SDK's own mock, at the level of commands: the SDK's signing, XML and HTTP are not run.
 * Covers what the tus S3 store, the transcoder and the storage port send.
 */
export function mockS3Bucket() {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const s3 = mockClient(S3Client);
  const uploadOf = (id: string | undefined) => {
    const upload = id ? uploads.get(id) : undefined;
    if (!upload) throw new NoSuchUpload(missing);
    return upload;
  };
  s3.on(PutObjectCommand).callsFake(async (input) => {
    objects.set(input.Key, { body: await bytesOf(input.Body), metadata: input.Metadata });
    return { ETag: '"put"' };
  });
  s3.on(GetObjectCommand).callsFake((input) => {
    const object = objects.get(input.Key);
    if (!object) throw new NoSuchKey(missing);
    return { Body: sdkBody(object.body), Metadata: object.metadata, ContentLength: object.body.length };
  });
  s3.on(HeadObjectCommand).callsFake((input) => {
    const object = objects.get(input.Key);
    if (!object) throw new NotFound(missing);
    return { Metadata: object.metadata, ContentLength: object.body.length };
  });
  s3.on(DeleteObjectCommand).callsFake((input) => {
    objects.delete(input.Key);
    return {};
  });
  s3.on(DeleteObjectsCommand).callsFake((input) => {
    for (const { Key } of input.Delete.Objects) objects.delete(Key);
    return {};
  });
  s3.on(CreateMultipartUploadCommand).callsFake((input) => {
    const id = randomUUID();
    uploads.set(id, { key: input.Key, parts: new Map() });
    return { UploadId: id, Key: input.Key };
  });
  s3.on(UploadPartCommand).callsFake(async (input) => {
    uploadOf(input.UploadId).parts.set(input.PartNumber, await bytesOf(input.Body));
    return { ETag: `"part-${input.PartNumber}"` };
  });
  s3.on(ListPartsCommand).callsFake((input) => ({
    Parts: [...uploadOf(input.UploadId).parts].map(([number, bytes]) => ({
      PartNumber: number,
      Size: bytes.length,
      ETag: `"part-${number}"`,
    })),
    IsTruncated: false,
  }));
  s3.on(CompleteMultipartUploadCommand).callsFake((input) => {
    const upload = uploadOf(input.UploadId);
    const parts = [...upload.parts].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
    objects.set(upload.key, { body: Buffer.concat(parts), metadata: undefined });
    uploads.delete(input.UploadId);
    return { Key: upload.key };
  });
  s3.on(ListMultipartUploadsCommand).callsFake((input) => ({
    Uploads: [...uploads]
      .filter(([, upload]) => upload.key.startsWith(input.Prefix ?? ''))
      .map(([id, upload]) => ({ Key: upload.key, UploadId: id })),
    IsTruncated: false,
  }));
  s3.on(AbortMultipartUploadCommand).callsFake((input) => {
    uploads.delete(input.UploadId);
    return {};
  });
  return { objects, uploads, restore: () => s3.restore() };
}
