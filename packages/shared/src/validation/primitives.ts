import toRegexRange from 'to-regex-range';
import { z } from 'zod';
import { ID_LENGTH } from '../constants';
import { isRomeDateTime, romeToday } from '../format/calendar';
import { requiredOr } from './required-or';

export { requiredOr } from './required-or';

type JsonSchema = Record<string, unknown>;

/**
 * What the OpenAPI document says an input accepts where zod's rendering shows only the raw side of a
 * transform (digits sent as text, a date's layout, a phone's separators): merged over that rendering.
 * A `pattern` joins one already there (a derived schema's own `.regex()`) instead of replacing it.
 */
export function documentedInput(stated: JsonSchema) {
  return {
    override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
      const { pattern, ...rest } = stated;
      Object.assign(jsonSchema, rest);
      if (pattern === undefined) return;
      if (jsonSchema.pattern === undefined) jsonSchema.pattern = pattern;
      else jsonSchema.allOf = [...((jsonSchema.allOf as JsonSchema[] | undefined) ?? []), { pattern }];
    },
  };
}

/** A string whose absence reads as 'fieldRequired'. */
export function textSchema() {
  return z.string({ error: requiredOr('invalidValue') });
}

/** An id in the 8-4-4-4-12 hex layout, as a pattern source of its own for patterns that embed it. */
export const UUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);

/** A 36-character id in the 8-4-4-4-12 hex layout (any UUID version). */
export const uuidSchema = textSchema().trim().length(ID_LENGTH, 'invalidId').regex(UUID_PATTERN, 'invalidId');

/** A create call succeeded only if it answered with a 36-character id. */
export function isCreatedId(value: unknown): value is string {
  return typeof value === 'string' && value.length === ID_LENGTH;
}

export function requiredText(max: number) {
  return textSchema()
    .trim()
    .min(1, { error: 'fieldRequired', abort: true })
    .max(max, 'tooLong')
    .meta(documentedInput({ pattern: '\\S' }));
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

/** The widest number a bound left open stands for, in the digits pattern of a number sent as text. */
const OPEN_BOUND = 999_999_999_999_999;

/** The digits of a whole number between the bounds, as a pattern (`^\s*(?:[1-9]|[1-9]\d|100)\s*$`). */
const digitsWithin = (bounds: { min?: number; max?: number }) =>
  `^\\s*(?:${toRegexRange(bounds.min ?? -OPEN_BOUND, bounds.max ?? OPEN_BOUND, { capture: false })})\\s*$`;

export function integerSchema(bounds: { min?: number; max?: number } = {}) {
  let target = z.number().int();
  if (bounds.min !== undefined) target = target.min(bounds.min, 'tooSmall');
  if (bounds.max !== undefined) target = target.max(bounds.max, 'tooBig');
  return integerLike.pipe(target).meta(
    documentedInput({
      anyOf: [
        { type: 'integer', minimum: bounds.min, maximum: bounds.max },
        { type: 'string', pattern: digitsWithin(bounds), description: 'the same number as digits' },
      ],
    }),
  );
}

/** One of the values of a numeric enumeration, sent as a number or a digit string. */
export function numericEnumSchema<const V extends number>(values: readonly V[]) {
  return integerLike.pipe(z.literal([...values], { error: 'invalidValue' })).meta(
    documentedInput({
      anyOf: [
        { type: 'integer', enum: [...values] },
        { type: 'string', enum: values.map(String) },
      ],
    }),
  );
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
  .pipe(z.iso.date({ error: 'invalidDate', abort: true }))
  .meta(documentedInput({ type: 'string', format: 'date' }));

/** A past or present calendar date (birthdays), judged in Europe/Rome. */
export const pastIsoDateSchema = isoDateSchema.refine((date) => date <= romeToday(), {
  error: 'dateInFuture',
});

/** A wall time in Europe/Rome written YYYY-MM-DD HH:mm:ss (orders list range, reports); stays a string. */
export const romeDateTimeSchema = textSchema()
  .trim()
  .refine(isRomeDateTime, { error: 'invalidDateTime' })
  .meta(documentedInput({ pattern: '^\\s*\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\s*$' }));

/** Output rows: a 0/1 flag, an ISO timestamp and money as decimal text, as every list answers them. */
export const flagRow = z.union([z.literal(0), z.literal(1)]);
export const timestampRow = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');
/**
 * Output rows: one value of a numeric enumeration (`ORDER_STATUSES`), which the OpenAPI document
 * lists; the database's plain integer is checked on the way out.
 */
export const enumRow = <const V extends number>(values: readonly V[]) =>
  z
    .number()
    .int()
    .pipe(z.literal(values as [V, ...V[]]));
export const moneyRow = z.string().describe('decimal, two places (12.50)');
