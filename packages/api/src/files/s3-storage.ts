import { type Readable, Transform } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import { serviceUnavailable } from '../errors';
import { type FileStorage, newStorageKey, publicPathOf } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Credentials; absent, the SDK's own chain reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and the rest. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Milliseconds to connect, and for one request without a byte (defaults 3 s and 30 s). */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export const FILE_STORE_UNAVAILABLE_MESSAGE = 'The file store is not available right now, try again shortly';

/** A store that is down or failing answers 503 with Retry-After; a refusal (4xx) is a fault of ours, thrown as is. */
function unavailableOr(error: unknown): unknown {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status !== undefined && status < 500) return error;
  return serviceUnavailable(FILE_STORE_UNAVAILABLE_MESSAGE, 5, error);
}

/**
 * Files in an S3 bucket, under the same keys as on disk, so several instances share them. Uploads
 * stream through `@aws-sdk/lib-storage` (multipart past 5 MB, aborted on failure, so an interrupted
 * upload leaves no object); reads stream from the bucket. The SDK retries what is safe to retry
 * (its standard mode, 3 attempts) within the timeouts above.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? 3_000,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
    },
  });
  const Bucket = options.bucket;

  return {
    async save(directory, extension, content) {
      const key = newStorageKey(directory, extension);
      let size = 0;
      // Counts the bytes as the upload reads them (a 'data' listener would let them flow past it).
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      content.on('error', (error) => counted.destroy(error));
      content.pipe(counted);
      try {
        await new Upload({
          client,
          params: { Bucket, Key: key, Body: counted },
          leavePartsOnError: false,
        }).done();
      } catch (error) {
        // A single-part upload cut off never became an object; this also covers a retried one that did.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw content.errored ? error : unavailableOr(error);
      }
      return { key, publicPath: publicPathOf(key), size };
    },
    async put(key, bytes) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw unavailableOr(error);
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return Number(head.ContentLength ?? 0);
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw unavailableOr(error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  };
}
