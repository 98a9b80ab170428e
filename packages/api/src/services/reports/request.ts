import { z } from 'zod';

import { type PrismaClient } from '@backoffice/db';
import {
  parseRomeDateTime,
  REPORT_DAY_END,
  REPORT_DAY_START,
  ReportType,
  reportTypeSchema,
} from '@backoffice/shared';

import { badRequest } from '../../errors';
import { type ReportQuery } from './query';

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

/** What a report is asked with: the preview's input, and what an export's link names. */
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
export type ReportInput = z.output<typeof reportInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The query of a report: the days as Rome's whole days, and for the discount codes report the code
 * (by uuid, or by name in any case; orders keep a name typed at checkout even when no code has it).
 */
export async function reportQueryOf(prisma: PrismaClient, input: ReportInput): Promise<ReportQuery> {
  const from = parseRomeDateTime(`${input.date_from} ${REPORT_DAY_START}`);
  const to = parseRomeDateTime(`${input.date_to} ${REPORT_DAY_END}`);
  if (input.type !== ReportType.DiscountCodes) return { type: input.type, from, to };
  const code = input.discount_code?.trim();
  if (!code) throw badRequest('Choose a discount code for the discount codes report');
  const found = await prisma.discountCode.findFirst({
    where: UUID.test(code) ? { id: code } : { name: { equals: code, mode: 'insensitive' } },
    select: { id: true, name: true },
  });
  const discountCodeId = found?.id ?? null;
  const discountCodeName = found?.name ?? (UUID.test(code) ? null : code);
  if (!discountCodeId && !discountCodeName) throw badRequest('Unknown discount code');
  return { type: input.type, from, to, discountCodeId, discountCodeName };
}
