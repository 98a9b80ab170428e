import { z } from 'zod';

import { parseRomeDateTime, REPORT_DAY_END, REPORT_DAY_START, ReportType } from '@backoffice/shared';
import { reportTypeSchema } from '@backoffice/shared';

import { responseOf } from '../../contract';
import { badRequest } from '../../errors';
import { staffProcedure } from '../../trpc';
import { generateReport, REPORT_TYPE_SLUGS } from './generate';

/** A day 'YYYY-MM-DD'; a time after it (the original client appends 00:00:01 / 23:59:59) is ignored. */
const reportDay = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/, { error: 'invalidDate' })
  .transform((text) => text.slice(0, 10))
  .refine(
    (day) => {
      try {
        return parseRomeDateTime(day).getTime() > 0;
      } catch {
        return false;
      }
    },
    { error: 'invalidDate' },
  );

export const reportInput = z
  .object({
    date_from: reportDay,
    date_to: reportDay,
    type: reportTypeSchema,
    discount_code: z.string().trim().max(255).nullish(),
  })
  .refine((input) => input.date_from <= input.date_to, {
    error: 'dateRangeReversed',
    path: ['date_to'],
  });

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getReportData = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/reports/get-data',
      tags: ['reports'],
      summary: 'A report: its first rows and links to the whole of it as XLSX and CSV',
    },
  })
  .input(reportInput)
  .output(getReportDataOutput)
  .mutation(async ({ ctx, input }) => {
    const from = parseRomeDateTime(`${input.date_from} ${REPORT_DAY_START}`);
    const to = parseRomeDateTime(`${input.date_to} ${REPORT_DAY_END}`);
    let discountCodeId: string | null = null;
    let discountCodeName: string | null = null;
    if (input.type === ReportType.DiscountCodes) {
      const code = input.discount_code?.trim();
      if (!code) throw badRequest('Choose a discount code for the discount codes report');
      const found = await ctx.prisma.discountCode.findFirst({
        where: UUID.test(code) ? { id: code } : { name: { equals: code, mode: 'insensitive' } },
        select: { id: true, name: true },
      });
      discountCodeId = found?.id ?? null;
      discountCodeName = found?.name ?? (UUID.test(code) ? null : code);
      if (!discountCodeId && !discountCodeName) throw badRequest('Unknown discount code');
    }
    const base = `report-${REPORT_TYPE_SLUGS[input.type]}-${input.date_from}_${input.date_to}`;
    const response = await generateReport(
      ctx,
      { type: input.type, from, to, discountCodeId, discountCodeName },
      base,
    );
    return { response };
  });
