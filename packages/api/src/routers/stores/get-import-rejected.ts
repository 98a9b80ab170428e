import { z } from 'zod';

import { dataResponse } from '../../contract';
import { adminProcedure } from '../../trpc';
import { STORE_IMPORT_KIND } from '../../services/stores/import';
import { type RejectedStoreRow } from '../../services/stores/store-rows';

export const getImportRejectedOutput = dataResponse(
  z.array(
    z.object({
      line: z.number().int(),
      store_name: z.string(),
      address: z.string(),
      latitude: z.string(),
      longitude: z.string(),
      status: z.string(),
      reason: z.string(),
    }),
  ),
);

/** The rows the caller's latest store import did not load, with the reason (downloadable as CSV). */
export const getImportRejected = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/upload-csv-sales-points/rejected',
      tags: ['stores'],
      summary: "Rows the caller's latest store import rejected",
    },
  })
  .input(z.void())
  .output(getImportRejectedOutput)
  .query(async ({ ctx }) => {
    const job = await ctx.prisma.job.findFirst({
      where: { kind: STORE_IMPORT_KIND, createdById: ctx.caller.account.id },
      orderBy: { createdAt: 'desc' },
      select: { result: true },
    });
    const rejected = ((job?.result as { rejected?: RejectedStoreRow[] } | null)?.rejected ?? []).map(
      (row) => ({
        line: row.line,
        store_name: row.store_name,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        status: row.status,
        reason: row.reason,
      }),
    );
    return { data: rejected };
  });
