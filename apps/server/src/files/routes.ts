import { Readable } from 'node:stream';

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Busboy from 'busboy';
import express, { type Request, type Response, Router } from 'express';

import {
  type AccessPolicy,
  assertPolicy,
  type ApiServices,
  type Context,
  createContext,
  detectUploadType,
  keyFromPath,
  readRequestInfo,
  recordAudit,
  sanitiseDirectory,
  type UploadKind,
} from '@backoffice/api';

import { type Logger } from '../logger';

const SNIFF_BYTES = 512;
const ALL_KINDS: UploadKind[] = ['image', 'pdf', 'html', 'csv'];
/** Directories whose files never go out without a session (exports, imports). */
const PRIVATE_DIRECTORIES = new Set(['reports', 'imports', 'delivery', 'exports']);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the first bytes of a stream for type detection and gives back a stream of the whole. */
async function peek(stream: Readable, size: number) {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let finished = false;
  while (length < size) {
    const { value, done } = await iterator.next();
    if (done) {
      finished = true;
      break;
    }
    chunks.push(value);
    length += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    yield head;
    if (finished) return;
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { head, whole: Readable.from(whole()) };
}

const acceptedKinds = (value: unknown): UploadKind[] => {
  if (typeof value !== 'string' || value === '') return ALL_KINDS;
  const kinds = value.split(',').filter((kind): kind is UploadKind => (ALL_KINDS as string[]).includes(kind));
  if (kinds.length === 0) throw new HttpError(400, 'BAD_REQUEST', `Unknown upload kind "${value}"`);
  return kinds;
};

/** Quoted ASCII fallback plus RFC 5987 UTF-8 name, so no header injection and names survive. */
export function contentDisposition(fileName: string) {
  const safe = fileName.replace(/[\r\n"\\]/g, '_').replace(/[^\x20-\x7e]/g, '_') || 'file';
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function streamStoredFile(res: Response, mimeType: string, opened: { stream: Readable; size: number }) {
  res.setHeader('Content-Type', mimeType);
  res.setHeader('Content-Length', String(opened.size));
  // Stored HTML (email templates) must never run as a page of this origin.
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  opened.stream.pipe(res);
}

export function createFileRoutes(options: { services: ApiServices; uploadMaxBytes: number; logger: Logger }) {
  const { services, uploadMaxBytes, logger } = options;
  const { prisma, storage } = services;
  const routes = Router();

  const contextFor = (req: Request) => createContext(services, readRequestInfo(req.headers, req.ip ?? null));

  /** The same policy check as the procedures, answered in the same error shape. */
  async function authorise(req: Request, policy: AccessPolicy): Promise<Context> {
    const ctx = await contextFor(req);
    try {
      assertPolicy(policy, ctx.session);
    } catch (error) {
      if (error instanceof TRPCError)
        throw new HttpError(getHTTPStatusCodeFromError(error), error.code, error.message);
      throw error;
    }
    return ctx;
  }

  function receiveUpload(req: Request, ctx: Context, directory: string, kinds: UploadKind[]) {
    return new Promise<{ path: string; id: string; originalName: string; mime: string; size: number }>(
      (resolve, reject) => {
        if (!req.headers['content-type']?.startsWith('multipart/form-data')) {
          reject(
            new HttpError(
              415,
              'UNSUPPORTED_MEDIA_TYPE',
              'Send the file as multipart/form-data in the field "file"',
            ),
          );
          return;
        }
        let busboy: Busboy.Busboy;
        try {
          busboy = Busboy({
            headers: req.headers,
            defParamCharset: 'utf8',
            limits: { fileSize: uploadMaxBytes, files: 1, fields: 10 },
          });
        } catch {
          reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body'));
          return;
        }
        let handled = false;
        busboy.on('file', (field, file, info) => {
          if (field !== 'file' || handled) {
            file.resume();
            return;
          }
          handled = true;
          file.on('limit', () =>
            file.destroy(
              new HttpError(
                413,
                'PAYLOAD_TOO_LARGE',
                `The file is larger than ${uploadMaxBytes / 1024 / 1024} MB`,
              ),
            ),
          );
          void (async () => {
            const { head, whole } = await peek(file, SNIFF_BYTES);
            const type = detectUploadType(head, kinds);
            if (!type) {
              file.resume();
              throw new HttpError(
                415,
                'UNSUPPORTED_MEDIA_TYPE',
                `The file content is not an accepted type (${kinds.join(', ')})`,
              );
            }
            const stored = await storage.save(directory, type.extension, whole);
            const originalName = (info.filename || `file.${type.extension}`).slice(0, 255);
            const record = await prisma.$transaction(async (tx) => {
              const row = await tx.storedFile.create({
                data: {
                  storageKey: stored.key,
                  originalName,
                  mimeType: type.mime,
                  size: stored.size,
                  directory,
                  uploaderId: ctx.session?.user.id ?? null,
                },
              });
              await recordAudit(tx, ctx, {
                action: 'file.upload',
                entityType: 'StoredFile',
                entityId: row.id,
                changes: { path: stored.publicPath, originalName },
              });
              return row;
            });
            return {
              path: stored.publicPath,
              id: record.id,
              originalName,
              mime: type.mime,
              size: stored.size,
            };
          })().then(resolve, (error: unknown) => {
            reject(error instanceof HttpError ? error : ((file.errored as HttpError | null) ?? error));
          });
        });
        busboy.on('error', () => reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body')));
        busboy.on('close', () => {
          if (!handled) reject(new HttpError(400, 'BAD_REQUEST', 'The multipart field "file" is missing'));
        });
        req.pipe(busboy);
      },
    );
  }

  const send = (res: Response, error: unknown) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message, code: error.code });
      return;
    }
    logger.error('file route failed', { message: String((error as Error)?.message ?? error) });
    res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
  };

  routes.post('/upload', async (req, res) => {
    try {
      const ctx = await authorise(req, 'staff');
      const uploaded = await receiveUpload(
        req,
        ctx,
        sanitiseDirectory(String(req.query.currentDir ?? '')),
        acceptedKinds(req.query.kind),
      );
      res.json({ response: uploaded.path });
    } catch (error) {
      req.resume();
      send(res, error);
    }
  });

  routes.post('/ck-upload', async (req, res) => {
    try {
      const ctx = await authorise(req, 'admin');
      const uploaded = await receiveUpload(req, ctx, 'editor', ['image']);
      // Both the contract's envelope and the `url` field rich-text editors' upload adapters read.
      res.json({ response: uploaded.path, url: uploaded.path });
    } catch (error) {
      req.resume();
      send(res, error);
    }
  });

  async function download(res: Response, path: unknown) {
    const key = typeof path === 'string' ? keyFromPath(path) : null;
    if (!key) throw new HttpError(400, 'BAD_REQUEST', 'file_name must be a stored file path');
    const [record, opened] = await Promise.all([
      prisma.storedFile.findUnique({ where: { storageKey: key } }),
      storage.open(key),
    ]);
    if (!record || !opened) throw new HttpError(404, 'NOT_FOUND', 'File not found');
    res.setHeader('Content-Disposition', contentDisposition(record.originalName));
    streamStoredFile(res, record.mimeType, opened);
  }

  routes.post('/get-files', express.json({ limit: '16kb' }), async (req, res) => {
    try {
      await authorise(req, 'staff');
      await download(res, (req.body as { file_name?: unknown } | undefined)?.file_name);
    } catch (error) {
      send(res, error);
    }
  });

  return routes;
}

/** Public, unguessable links for content files (the "copy link" buttons); private folders excluded. */
export function createPublicFileRoute(services: ApiServices) {
  const routes = Router();
  routes.get('/{*path}', async (req, res, next) => {
    const key = keyFromPath(req.path);
    if (!key || PRIVATE_DIRECTORIES.has(key.split('/')[0] ?? '')) return next();
    const [record, opened] = await Promise.all([
      services.prisma.storedFile.findUnique({ where: { storageKey: key } }),
      services.storage.open(key),
    ]);
    if (!record || !opened) return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    streamStoredFile(res, record.mimeType, opened);
  });
  return routes;
}
