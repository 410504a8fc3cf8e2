import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { isSafeStorageKey, type StoragePort } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces...); unset: AWS itself. */
  endpoint?: string | undefined;
  /** Unset: the SDK's usual chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several deployments. */
  prefix: string;
};

/** The deployment's bucket from its settings; null when no bucket is configured. */
export function s3OptionsOf(config: Config): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  };
}

/**
 * The SDK client's settings for the bucket. Checksums are sent only when an operation requires
 * one: several S3-compatible services refuse the SDK's default extra checksum headers.
 */
export function s3ClientConfigOf(options: S3StorageOptions): S3ClientConfig {
  return {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The storage port on S3 or an S3-compatible service, through the official SDK (SigV4-signed
 * PutObject and GetObject).
 */
export function createS3Storage(options: S3StorageOptions): StoragePort & { close(): void } {
  const client = new S3Client(s3ClientConfigOf(options));
  const keyOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return `${options.prefix}${key}`;
  };
  const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
    close: () => client.destroy(),
  };
}
