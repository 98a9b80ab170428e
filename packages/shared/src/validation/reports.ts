import { z } from 'zod';
import { REPORT_TYPES } from '../enums/reports';
import { numericEnumSchema, optionalText, romeDateTimeSchema } from './primitives';
import { FIELD_LIMITS as L } from './limits';

export const reportTypeSchema = numericEnumSchema(REPORT_TYPES);

/** Bounds are Rome wall times as `reportDateRange` builds them. */
export const reportRequestSchema = z
  .object({
    date_from: romeDateTimeSchema,
    date_to: romeDateTimeSchema,
    type: reportTypeSchema,
    discount_code: optionalText(L.textMax),
  })
  .refine((request) => request.date_from <= request.date_to, {
    error: 'dateRangeReversed',
    path: ['date_to'],
  });
