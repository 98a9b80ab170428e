import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Public paths keep the original product's shape, whose screens show segment 8 of the path as the
 * file name: /storage/app/public/uploads/{dir}/{yyyy}/{mm}/{generated name}.
 */
const PUBLIC_PREFIX = '/storage/app/public/uploads/';

export interface StoredObject {
  /** Storage key, relative and generated: {dir}/{yyyy}/{mm}/{uuid}.{ext}. */
  key: string;
  publicPath: string;
  size: number;
}

/** Where uploaded bytes live: local disk (createLocalFileStorage) or an S3 bucket (createS3FileStorage). */
export interface FileStorage {
  save(directory: string, extension: string, content: Readable): Promise<StoredObject>;
  /** Writes bytes under a key the caller chose (demo data), replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The stored size in bytes, or null when the key holds nothing (without reading the bytes). */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

/** Upload folders are reduced to one safe segment so a client can never choose a path. */
export const sanitiseDirectory = (directory: string | undefined) =>
  (directory ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'files';

const KEY_PATTERN = /^[a-z0-9_-]{1,48}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Accepts a public path or a bare key; anything else (including traversal attempts) yields null. */
export function keyFromPath(path: string): string | null {
  const key = path.startsWith(PUBLIC_PREFIX) ? path.slice(PUBLIC_PREFIX.length) : path.replace(/^\/+/, '');
  return KEY_PATTERN.test(key) ? key : null;
}

export const publicPathOf = (key: string) => PUBLIC_PREFIX + key;

/** A new generated key: {dir}/{yyyy}/{mm}/{uuid}.{ext}, the month of now in UTC. */
export function newStorageKey(directory: string, extension: string, now = new Date()): string {
  return [
    sanitiseDirectory(directory),
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    `${randomUUID()}.${extension}`,
  ].join('/');
}

export function createLocalFileStorage(rootDirectory: string): FileStorage {
  const root = resolve(rootDirectory);
  const absolute = (key: string) => {
    const target = resolve(root, key);
    if (!target.startsWith(root + sep)) throw new Error('Storage key escapes the storage root');
    return target;
  };
  return {
    async save(directory, extension, content) {
      const key = newStorageKey(directory, extension);
      const target = absolute(key);
      await mkdir(dirname(target), { recursive: true });
      // Opened before the copy: a stream that opens lazily could create the file after the clean-up below.
      const file = await open(target, 'wx');
      try {
        await pipeline(content, file.createWriteStream());
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(target, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      return { key, publicPath: publicPathOf(key), size };
    },
    async put(key, bytes) {
      const target = absolute(key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async open(key) {
      const target = absolute(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(target), size: info.size };
    },
    async size(key) {
      const info = await stat(absolute(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async remove(key) {
      await rm(absolute(key), { force: true });
    },
  };
}
