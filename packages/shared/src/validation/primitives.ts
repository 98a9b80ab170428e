import { z } from 'zod';
import { ID_LENGTH } from '../constants';
import { isRomeDateTime, romeToday } from '../format/calendar';
import { requiredOr } from './required-or';

export { requiredOr } from './required-or';

/** A string whose absence reads as 'fieldRequired'. */
export function textSchema() {
  return z.string({ error: requiredOr('invalidValue') });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 36-character id in the 8-4-4-4-12 hex layout (any UUID version). */
export const uuidSchema = textSchema().trim().length(ID_LENGTH, 'invalidId').regex(UUID_PATTERN, 'invalidId');

/** A create call succeeded only if it answered with a 36-character id. */
export function isCreatedId(value: unknown): value is string {
  return typeof value === 'string' && value.length === ID_LENGTH;
}

export function requiredText(max: number) {
  return textSchema().trim().min(1, { error: 'fieldRequired', abort: true }).max(max, 'tooLong');
}

/** Missing and null become ''. */
export function optionalText(max: number) {
  return textSchema()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? '');
}

export function emailSchema(max: number) {
  return requiredText(max).regex(z.regexes.email, 'invalidEmail');
}

/** A whole number sent as a number or as a digit string ('100' in the admin companies request). */
const integerLike = z.union(
  [
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ],
  {
    error: requiredOr('invalidNumber'),
  },
);

export function integerSchema(bounds: { min?: number; max?: number } = {}) {
  let target = z.number().int();
  if (bounds.min !== undefined) target = target.min(bounds.min, 'tooSmall');
  if (bounds.max !== undefined) target = target.max(bounds.max, 'tooBig');
  return integerLike.pipe(target);
}

/** One of the values of a numeric enumeration, sent as a number or a digit string. */
export function numericEnumSchema<const V extends number>(values: readonly V[]) {
  return integerLike.pipe(z.literal([...values], { error: 'invalidValue' }));
}

/** A decimal amount sent as a number or as text with a dot or a comma. */
export const decimalSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(?:[.,]\d+)?$/)
        .transform((text) => Number(text.replace(',', '.'))),
    ],
    {
      error: requiredOr('writeNumber'),
    },
  )
  .pipe(z.number().finite({ error: 'writeNumber' }));

const FLAG_INPUT = z.union([z.literal([0, 1]), z.boolean(), z.literal(['0', '1', 'true', 'false'])], {
  error: requiredOr('invalidFlag'),
});

function isFlagOn(value: z.infer<typeof FLAG_INPUT>): boolean {
  return value === 1 || value === true || value === '1' || value === 'true';
}

/** Publish and the other flags: accepts 1/0, true/false, '1'/'0', 'true'/'false'; gives 0 | 1. */
export const publishFlagSchema = FLAG_INPUT.transform((value): 0 | 1 => (isFlagOn(value) ? 1 : 0));

/** The same inputs as `publishFlagSchema`, giving a boolean (multipart isLoad/loadToDb, full_refunded). */
export const booleanFlagSchema = FLAG_INPUT.transform(isFlagOn);

export const publishChangeSchema = z.object({ uuid: uuidSchema, publish: publishFlagSchema });

export const uuidInputSchema = z.object({ uuid: uuidSchema });

/** A calendar date written YYYY-MM-DD. */
export const isoDateSchema = textSchema()
  .trim()
  .pipe(z.iso.date({ error: 'invalidDate', abort: true }));

/** A past or present calendar date (birthdays), judged in Europe/Rome. */
export const pastIsoDateSchema = isoDateSchema.refine((date) => date <= romeToday(), {
  error: 'dateInFuture',
});

/** A wall time in Europe/Rome written YYYY-MM-DD HH:mm:ss (orders list range, reports); stays a string. */
export const romeDateTimeSchema = textSchema().trim().refine(isRomeDateTime, { error: 'invalidDateTime' });

/** Output rows: a 0/1 flag, an ISO timestamp and money as decimal text, as every list answers them. */
export const flagRow = z.union([z.literal(0), z.literal(1)]);
export const timestampRow = z.string().describe('ISO 8601 timestamp');
export const moneyRow = z.string().describe('decimal, two places (12.50)');
