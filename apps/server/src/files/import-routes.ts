import { type Request, type Response, Router } from 'express';

import {
  CSV_FILE_ERROR,
  FILE_OPERATIONS,
  CsvFileError,
  type JobRunner,
  previewStoreImport,
  processDeliveryFile,
  startStoreImport,
} from '@backoffice/api';
import { booleanFlagSchema } from '@backoffice/shared';

import { authorisedContext } from '../http/authorisation';
import { HttpError, readMultipartUpload } from '../http/multipart';
import { sendRestError } from '../http/rest';
import { type Logger } from '../logger';

/*
 * The two CSV imports of the e-shop spec, multipart like the file upload: the stores import
 * (administrators) and the couriers' tracking file (every active staff user). The file is read into
 * memory (at most the upload limit) and handed to the services.
 */

function readFlag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name];
  if (value === undefined || value === '') return false;
  const parsed = booleanFlagSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'BAD_REQUEST', `${name} must be true, false, 1 or 0`);
  return parsed.data;
}

export function createImportRoutes(options: { uploadMaxBytes: number; logger: Logger; jobs: JobRunner }) {
  const { uploadMaxBytes, logger, jobs } = options;
  const routes = Router();

  const send = (req: Request, res: Response, error: unknown) => {
    req.resume();
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message, code: error.code });
    } else if (error instanceof CsvFileError) {
      res.status(400).json({ message: CSV_FILE_ERROR, code: 'BAD_REQUEST', detail: error.detail });
    } else {
      sendRestError(res, error, (status, mapped) =>
        logger.error('csv upload failed', {
          status,
          message: mapped.message,
          cause: String(mapped.cause ?? ''),
        }),
      );
    }
  };

  routes.post(FILE_OPERATIONS.storeImport.path, async (req, res) => {
    try {
      const ctx = authorisedContext(res, FILE_OPERATIONS.storeImport);
      const { bytes: file, fields } = await readMultipartUpload(req, uploadMaxBytes);
      if (readFlag(fields, 'isLoad')) {
        const started = await startStoreImport(ctx, file);
        jobs.kick();
        res.json({ response: started });
      } else {
        res.json({ response: await previewStoreImport(ctx.prisma, ctx.config, file) });
      }
    } catch (error) {
      send(req, res, error);
    }
  });

  routes.post(FILE_OPERATIONS.deliveryFile.path, async (req, res) => {
    try {
      const ctx = authorisedContext(res, FILE_OPERATIONS.deliveryFile);
      const { bytes: file, fields } = await readMultipartUpload(req, uploadMaxBytes);
      res.json({ response: await processDeliveryFile(ctx, file, readFlag(fields, 'loadToDb')) });
    } catch (error) {
      send(req, res, error);
    }
  });

  return routes;
}
