import { type Readable } from 'node:stream';

import express, { type Request, type Response, Router } from 'express';

import {
  type ApiServices,
  FILE_OPERATIONS,
  EDITOR_UPLOAD_TOKEN_HEADER,
  keyFromPath,
  parseReportExportLink,
  resolveEditorUploadToken,
  sanitiseDirectory,
  startOrderExport,
  startReportExport,
  takePersonalDataExport,
  storeUpload,
  UPLOAD_KIND_NAMES,
  type UploadKind,
  UploadRejection,
} from '@backoffice/api';
import { type UploadAnswer } from '@backoffice/shared';

import { authorisedContext, authorisedPersonContext, contextOf } from '../http/authorisation';
import { HttpError, readMultipartUpload } from '../http/multipart';
import { sendRestError } from '../http/rest';
import { type Logger } from '../logger';

/**
 * What an upload takes when the caller names no kind (the contract's call has no `kind`): what its
 * directory holds, as the web client's fields ask. The email templates' directory holds HTML; any
 * other takes anything but HTML, which must be asked for.
 */
const DEFAULT_KINDS: UploadKind[] = ['document'];
/** What keeping an upload needs: the request's context, or an editor upload token's in its caller's place. */
type UploadContext = Parameters<typeof storeUpload>[0];
const DIRECTORY_KINDS: Readonly<Record<string, UploadKind[]>> = { email: ['html'] };
/** Directories whose files never go out without a session (exports, imports, feedback attachments). */
const PRIVATE_DIRECTORIES = new Set(['reports', 'imports', 'delivery', 'exports', 'feedback']);

const acceptedKinds = (value: unknown, directory: string): UploadKind[] => {
  if (value === undefined || value === '') return DIRECTORY_KINDS[directory] ?? DEFAULT_KINDS;
  if (typeof value !== 'string') throw new HttpError(400, 'BAD_REQUEST', 'kind must be given once');
  const names = value.split(',').map((kind) => kind.trim());
  const unknown = names.filter((kind) => !(UPLOAD_KIND_NAMES as string[]).includes(kind));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      'BAD_REQUEST',
      `Unknown upload kind "${unknown.join(',')}"; use ${UPLOAD_KIND_NAMES.join(', ')}`,
    );
  return names as UploadKind[];
};

/** Quoted ASCII fallback plus RFC 5987 UTF-8 name, so no header injection and names survive. */
export function contentDisposition(fileName: string) {
  const safe = fileName.replace(/[\r\n"\\]/g, '_').replace(/[^\x20-\x7e]/g, '_') || 'file';
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function streamStoredFile(
  res: Response,
  record: { mimeType: string; originalName: string },
  opened: { stream: Readable; size: number },
  asDownload: boolean,
) {
  res.setHeader('Content-Type', record.mimeType);
  res.setHeader('Content-Length', String(opened.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Stored HTML (email templates) must never run as a page of this origin: it only ever goes out as
  // a download, and the sandbox stops it even if a browser rendered it anyway.
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (asDownload || record.mimeType === 'text/html')
    res.setHeader('Content-Disposition', contentDisposition(record.originalName));
  opened.stream.pipe(res);
}

export function createFileRoutes(options: { services: ApiServices; uploadMaxBytes: number; logger: Logger }) {
  const { services, uploadMaxBytes, logger } = options;
  const { prisma, storage } = services;
  const routes = Router();

  async function receiveUpload(req: Request, ctx: UploadContext, directory: string, kinds: UploadKind[]) {
    const { bytes, fileName } = await readMultipartUpload(req, uploadMaxBytes);
    try {
      const { file } = await storeUpload(ctx, { bytes, fileName, directory, accepted: kinds });
      return file;
    } catch (error) {
      if (error instanceof UploadRejection)
        throw new HttpError(400, 'BAD_REQUEST', error.message, { expected: error.expected });
      throw error;
    }
  }

  /** The upload's answer: the contract's `response` (the path) plus what a form shows or warns about. */
  const uploadAnswer = (file: Awaited<ReturnType<typeof receiveUpload>>): UploadAnswer => ({
    response: file.path,
    name: file.name,
    mime: file.mime,
    size: file.size,
    ...(file.width ? { width: file.width, height: file.height } : {}),
  });

  const send = (res: Response, error: unknown) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message, code: error.code, ...error.extra });
      return;
    }
    sendRestError(res, error, (status, mapped) =>
      logger.error('file route failed', {
        status,
        message: mapped.message,
        cause: String(mapped.cause ?? ''),
      }),
    );
  };

  routes.post(FILE_OPERATIONS.upload.path, async (req, res) => {
    try {
      const ctx = authorisedContext(res, FILE_OPERATIONS.upload);
      const directory = sanitiseDirectory(
        typeof req.query.currentDir === 'string' ? req.query.currentDir : '',
      );
      const kinds = acceptedKinds(req.query.kind, directory);
      // Private folders (feedback attachments, exports) are written only by their own flows.
      if (PRIVATE_DIRECTORIES.has(directory))
        throw new HttpError(400, 'BAD_REQUEST', `currentDir "${directory}" is reserved`);
      res.json(uploadAnswer(await receiveUpload(req, ctx, directory, kinds)));
    } catch (error) {
      req.resume();
      send(res, error);
    }
  });

  /**
   * Images of the rich-text editor: authorised by the short-lived token of
   * GET /api/web-api/integration/ckeditor/get-token (header X-Upload-Token), or by an administrator's
   * session. Images only, whatever the caller says.
   */
  routes.post(FILE_OPERATIONS.editorImageUpload.path, async (req, res) => {
    try {
      const token = req.headers[EDITOR_UPLOAD_TOKEN_HEADER];
      let ctx: UploadContext;
      if (typeof token === 'string' && token !== '') {
        const user = await resolveEditorUploadToken(prisma, token);
        if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'The editor upload token is invalid or expired');
        ctx = { ...contextOf(res), caller: { kind: 'editorUploadToken', account: user } };
      } else {
        ctx = authorisedContext(res, FILE_OPERATIONS.editorImageUpload);
      }
      const file = await receiveUpload(req, ctx, 'editor', ['image']);
      // Both the contract's envelope and the `url` field rich-text editors' upload adapters read.
      res.json({ ...uploadAnswer(file), url: file.path });
    } catch (error) {
      req.resume();
      send(res, error);
    }
  });

  /**
   * A file made from the database as it is sent (a report export's link, the order queue's export),
   * in the caller's language, within the caller's export limits.
   */
  async function streamExport(
    res: Response,
    started: { fileName: string; mimeType: string; write: (out: Response) => Promise<void> },
  ) {
    res.setHeader('Content-Type', started.mimeType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', contentDisposition(started.fileName));
    try {
      await started.write(res);
    } catch (error) {
      // Part of the file is out: the connection is cut so the client sees an incomplete download.
      if (res.headersSent) {
        logger.error('report export failed', { message: String((error as Error)?.message ?? error) });
        res.destroy();
        return;
      }
      throw error;
    }
  }

  async function download(res: Response, path: unknown) {
    const key = typeof path === 'string' ? keyFromPath(path) : null;
    if (!key) throw new HttpError(400, 'BAD_REQUEST', 'file_name must be a stored file path');
    const [record, opened] = await Promise.all([
      prisma.storedFile.findUnique({ where: { storageKey: key } }),
      storage.open(key),
    ]);
    if (!record || !opened) throw new HttpError(404, 'NOT_FOUND', 'File not found');
    streamStoredFile(res, record, opened, true);
  }

  routes.post(FILE_OPERATIONS.download.path, express.json({ limit: '16kb' }), async (req, res) => {
    try {
      const ctx = authorisedContext(res, FILE_OPERATIONS.download);
      const fileName = (req.body as { file_name?: unknown } | undefined)?.file_name;
      const report = typeof fileName === 'string' ? parseReportExportLink(fileName) : null;
      if (report) await streamExport(res, await startReportExport(ctx, report));
      else await download(res, fileName);
    } catch (error) {
      send(res, error);
    }
  });

  /** A customer's personal data export: one of its files, once, to who asked for it. */
  routes.post(FILE_OPERATIONS.personalDataExport.path, express.json({ limit: '4kb' }), async (req, res) => {
    try {
      const ctx = authorisedPersonContext(res, FILE_OPERATIONS.personalDataExport);
      await streamExport(res, await takePersonalDataExport(ctx, req.body));
    } catch (error) {
      send(res, error);
    }
  });

  /** The order desk's export: the queue as filtered, or its selection, one row per order. */
  routes.post(FILE_OPERATIONS.orderExport.path, express.json({ limit: '64kb' }), async (req, res) => {
    try {
      const ctx = authorisedContext(res, FILE_OPERATIONS.orderExport);
      await streamExport(res, await startOrderExport(ctx, req.body));
    } catch (error) {
      send(res, error);
    }
  });

  return routes;
}

/** Public, unguessable links for content files (the "copy link" buttons); private folders excluded. */
export function createPublicFileRoute(services: ApiServices, logger: Logger) {
  const routes = Router();
  routes.get('/{*path}', async (req, res, next) => {
    const key = keyFromPath(req.path);
    if (!key || PRIVATE_DIRECTORIES.has(key.split('/')[0] ?? '')) return next();
    try {
      const [record, opened] = await Promise.all([
        services.prisma.storedFile.findUnique({ where: { storageKey: key } }),
        services.storage.open(key),
      ]);
      if (!record || !opened) return next();
      res.setHeader('Cache-Control', 'public, max-age=86400');
      streamStoredFile(res, record, opened, false);
    } catch (error) {
      // The database or the file store is down: a 503 with Retry-After, as every other route answers.
      sendRestError(res, error, (status, mapped) =>
        logger.error('public file failed', {
          status,
          message: mapped.message,
          cause: String(mapped.cause ?? ''),
        }),
      );
    }
  });
  return routes;
}
