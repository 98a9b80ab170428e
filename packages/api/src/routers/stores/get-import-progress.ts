import { z } from 'zod';

import { dataResponse } from '../../contract';
import { adminProcedure } from '../../trpc';
import { STORE_IMPORT_KIND, type StoreImportDetails } from '../../services/stores/import';

const detailsSchema = z.object({
  rowCount: z.number().int(),
  successCount: z.number().int(),
  successGeocodes: z.number().int(),
  errorCount: z.number().int(),
});

export const getImportProgressOutput = dataResponse(
  z.object({
    current: z.number().int(),
    end: z.number().int(),
    details: detailsSchema,
    /** pending | running | succeeded | failed; null when the caller never imported. */
    status: z.string().nullable(),
    job_uuid: z.string().nullable(),
    create_at: z.string().nullable(),
  }),
);

const EMPTY: StoreImportDetails = { rowCount: 0, successCount: 0, successGeocodes: 0, errorCount: 0 };

/** Polled every second while a load runs: the caller's latest store import, from any instance. */
export const getImportProgress = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/upload-csv-sales-points/progress',
      tags: ['stores'],
      summary: "Progress of the caller's latest store import",
    },
  })
  .input(z.void())
  .output(getImportProgressOutput)
  .query(async ({ ctx }) => {
    const job = await ctx.prisma.job.findFirst({
      where: { kind: STORE_IMPORT_KIND, createdById: ctx.caller.account.id },
      orderBy: { createdAt: 'desc' },
      select: { id: true, current: true, end: true, details: true, status: true, createdAt: true },
    });
    if (!job) {
      return {
        data: { current: 0, end: 0, details: EMPTY, status: null, job_uuid: null, create_at: null },
      };
    }
    return {
      data: {
        current: job.current,
        end: job.end,
        details: { ...EMPTY, ...(job.details as Partial<StoreImportDetails>) },
        status: job.status,
        job_uuid: job.id,
        create_at: job.createdAt.toISOString(),
      },
    };
  });
