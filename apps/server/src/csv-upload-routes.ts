import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Busboy from 'busboy';
import { type Request, type Response, Router } from 'express';

import {
  type AccessPolicy,
  assertPolicy,
  type ApiServices,
  type Context,
  createContext,
  CSV_FILE_ERROR,
  CsvFileError,
  type JobRunner,
  previewStoreImport,
  processDeliveryFile,
  readRequestInfo,
  startStoreImport,
} from '@backoffice/api';
import { booleanFlagSchema } from '@backoffice/shared';

import { type Logger } from './logger';

/*
 * The two CSV uploads of the e-shop spec, multipart like the file upload:
 *   POST /api/admin/upload-csv-sales-points   {file, isLoad}    stores import (administrators)
 *   POST /api/admin/upload-csv-delivery-files {file, loadToDb}  tracking tool (every active staff user)
 * The file is read into memory (at most the upload limit) and handed to the API layer.
 */

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Multipart {
  file: Buffer | null;
  fields: Record<string, string>;
}

function readMultipart(req: Request, maxBytes: number): Promise<Multipart> {
  return new Promise((resolve, reject) => {
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
      busboy = Busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    } catch {
      reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let hasFile = false;
    let tooLarge = false;
    let pending = 0;
    let closed = false;
    const finish = () => {
      if (!closed || pending > 0) return;
      if (tooLarge)
        reject(
          new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
          ),
        );
      else resolve({ file: hasFile ? Buffer.concat(chunks) : null, fields });
    };
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (name, stream) => {
      if (name !== 'file' || hasFile) {
        stream.resume();
        return;
      }
      hasFile = true;
      pending += 1;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        pending -= 1;
        finish();
      });
    });
    busboy.on('error', () => reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body')));
    busboy.on('close', () => {
      closed = true;
      finish();
    });
    req.pipe(busboy);
  });
}

function readFlag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name];
  if (value === undefined || value === '') return false;
  const parsed = booleanFlagSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'BAD_REQUEST', `${name} must be true, false, 1 or 0`);
  return parsed.data;
}

export function createCsvUploadRoutes(options: {
  services: ApiServices;
  uploadMaxBytes: number;
  logger: Logger;
  jobs: JobRunner;
}) {
  const { services, uploadMaxBytes, logger, jobs } = options;
  const routes = Router();

  async function authorise(req: Request, policy: AccessPolicy): Promise<Context> {
    const ctx = await createContext(services, readRequestInfo(req.headers, req.ip ?? null));
    try {
      assertPolicy(policy, ctx.session);
    } catch (error) {
      if (error instanceof TRPCError)
        throw new HttpError(getHTTPStatusCodeFromError(error), error.code, error.message);
      throw error;
    }
    return ctx;
  }

  async function receive(req: Request) {
    const { file, fields } = await readMultipart(req, uploadMaxBytes);
    if (!file) throw new HttpError(400, 'BAD_REQUEST', 'The multipart field "file" is missing');
    return { file, fields };
  }

  const send = (req: Request, res: Response, error: unknown) => {
    req.resume();
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message, code: error.code });
    } else if (error instanceof CsvFileError) {
      res.status(400).json({ message: CSV_FILE_ERROR, code: 'BAD_REQUEST', detail: error.detail });
    } else {
      logger.error('csv upload failed', { message: String((error as Error)?.message ?? error) });
      res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    }
  };

  routes.post('/upload-csv-sales-points', async (req, res) => {
    try {
      const ctx = await authorise(req, 'admin');
      const { file, fields } = await receive(req);
      if (readFlag(fields, 'isLoad')) {
        const started = await startStoreImport(ctx, file);
        jobs.kick();
        res.json({ response: started });
      } else {
        res.json({ response: await previewStoreImport(ctx.prisma, file) });
      }
    } catch (error) {
      send(req, res, error);
    }
  });

  routes.post('/upload-csv-delivery-files', async (req, res) => {
    try {
      const ctx = await authorise(req, 'staff');
      const { file, fields } = await receive(req);
      res.json({ response: await processDeliveryFile(ctx, file, readFlag(fields, 'loadToDb')) });
    } catch (error) {
      send(req, res, error);
    }
  });

  return routes;
}

/** Job runner settings from the environment: JOB_LEASE_SECONDS (30) and JOB_POLL_MS (2000). */
export function jobRunnerSettings(env: NodeJS.ProcessEnv = process.env) {
  const lease = Number(env.JOB_LEASE_SECONDS ?? 30);
  const poll = Number(env.JOB_POLL_MS ?? 2000);
  return {
    leaseMs: Number.isFinite(lease) && lease > 0 ? lease * 1000 : 30_000,
    pollMs: Number.isFinite(poll) && poll >= 50 ? poll : 2000,
  };
}
