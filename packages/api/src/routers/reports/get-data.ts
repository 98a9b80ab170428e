import { z } from 'zod';

import { DEFAULT_LOCALE } from '@backoffice/shared';

import { withCallLimit } from '../../auth/call-limits';
import { responseOf } from '../../contract';
import { reportCallLimit, reportExportLink } from '../../services/reports/exports';
import { previewReport } from '../../services/reports/files';
import { reportInput, reportQueryOf } from '../../services/reports/request';
import { staffProcedure } from '../../trpc';

const cell = z.union([z.string(), z.number()]);

export const getReportDataOutput = responseOf(
  z.object({
    /** The first 1,000 rows; `total` counts them all. */
    reports: z.array(z.record(z.string(), cell)),
    total: z.number().int(),
    columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.string() })),
    xlsLink: z.string(),
    csvLink: z.string(),
  }),
);

/**
 * A preview writes nothing: the links name the report, and the file is made when one is downloaded.
 * Previews and exports are limited per user (429 with Retry-After).
 */
export const getReportData = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/reports/get-data',
      tags: ['reports'],
      summary: 'A report: its first rows and links to the whole of it as XLSX and CSV',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(reportInput)
  .output(getReportDataOutput)
  .mutation(async ({ ctx, input }) => {
    const query = await reportQueryOf(ctx.reads, input);
    const preview = await withCallLimit(
      ctx.prisma,
      ctx.caller.account.id,
      reportCallLimit(ctx.config, 'preview'),
      () => previewReport(ctx.reads, query, ctx.request.locale ?? DEFAULT_LOCALE),
    );
    return {
      response: {
        ...preview,
        xlsLink: reportExportLink(input, 'xlsx'),
        csvLink: reportExportLink(input, 'csv'),
      },
    };
  });
