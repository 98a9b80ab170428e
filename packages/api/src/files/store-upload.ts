import { Readable } from 'node:stream';

import { type Prisma } from '@backoffice/db';

import { recordAudit } from '../audit';
import { type Actor } from '../auth/caller';
import { type Context } from '../context';
import { type DetectedType, inspectUpload, servedFileName, type UploadKind } from './content-type';

export interface StoredUpload {
  /** StoredFile id. */
  id: string;
  /** Public-shaped path, the value content fields keep. */
  path: string;
  /** The name downloads are served under (extension from the detected type). */
  name: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
}

/**
 * The one way an upload is kept, for the file routes and for procedures that take a file inline:
 * the bytes are inspected first (an UploadRejection is thrown before anything is written), then
 * written under a generated key, then the StoredFile row, its audit record and whatever `alsoInside`
 * writes go in one transaction. If that transaction fails, the written bytes are removed again.
 */
export async function storeUpload<T = undefined>(
  ctx: Pick<Context, 'prisma' | 'storage' | 'request'> & { caller: Actor | null },
  input: {
    bytes: Buffer;
    fileName: string;
    directory: string;
    accepted: readonly UploadKind[];
    alsoInside?: (tx: Prisma.TransactionClient, file: StoredUpload) => Promise<T>;
  },
): Promise<{ file: StoredUpload; result: T }> {
  const type: DetectedType = inspectUpload(input.bytes, input.fileName, input.accepted);
  const name = servedFileName(input.fileName, type);
  const stored = await ctx.storage.save(input.directory, type.extension, Readable.from([input.bytes]));
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const row = await tx.storedFile.create({
        data: {
          storageKey: stored.key,
          originalName: name,
          mimeType: type.mime,
          size: stored.size,
          directory: input.directory,
          uploaderId: ctx.caller?.account.id ?? null,
        },
      });
      await recordAudit(tx, ctx, {
        action: 'file.upload',
        entityType: 'StoredFile',
        entityId: row.id,
        changes: { path: stored.publicPath, originalName: name, uploadedAs: input.fileName.slice(0, 255) },
      });
      const file: StoredUpload = {
        id: row.id,
        path: stored.publicPath,
        name,
        mime: type.mime,
        size: stored.size,
        ...(type.width && type.height ? { width: type.width, height: type.height } : {}),
      };
      const result = (input.alsoInside ? await input.alsoInside(tx, file) : undefined) as T;
      return { file, result };
    });
  } catch (error) {
    await ctx.storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}
