import { type PrismaClient, type Prisma } from '@backoffice/db';

import { badRequest } from '../errors';
import { describeExpected, type UploadKind } from './content-type';
import { keyFromPath } from './storage';

const KIND_OF_MIME: Record<string, Exclude<UploadKind, 'document'>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
  'text/html': 'html',
  'text/csv': 'csv',
  'text/plain': 'csv',
};

const fits = (mime: string, accepted: readonly UploadKind[]) => {
  const kind = KIND_OF_MIME[mime];
  if (!kind) return false;
  return accepted.includes(kind) || (kind !== 'html' && accepted.includes('document'));
};

type Db = Pick<PrismaClient, 'storedFile'> | Prisma.TransactionClient;

/**
 * Server-side check of a file field on create and update: the path must name a file stored through
 * the upload routes whose detected type is one the field expects, so a client cannot put a PDF in an
 * email template's field by uploading it with another `kind`. An empty path passes (whether the field
 * is required is the input schema's business). Throws a 400 naming the field and what it expects.
 *
 * @example await assertStoredFileKinds(ctx.prisma, input, { file: ['html'] });
 *          await assertStoredFileKinds(tx, input, { image1: ['image'], image2: ['image'] });
 */
export async function assertStoredFileKinds<F extends string>(
  db: Db,
  input: Partial<Record<F, unknown>>,
  fields: Record<F, readonly UploadKind[]>,
) {
  for (const field of Object.keys(fields) as F[]) {
    const path = input[field];
    if (path === undefined || path === null || path === '') continue;
    const expected = fields[field];
    const key = typeof path === 'string' ? keyFromPath(path) : null;
    const record = key
      ? await db.storedFile.findUnique({ where: { storageKey: key }, select: { mimeType: true } })
      : null;
    if (!record)
      throw badRequest(`${field}: must be the path of a file uploaded through POST /api/file/upload`);
    if (!fits(record.mimeType, expected))
      throw badRequest(
        `${field}: expected ${describeExpected(expected)}; the stored file is ${record.mimeType}`,
      );
  }
}
