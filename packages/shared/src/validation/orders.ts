import { z } from 'zod';
import { SIM_STATUSES, REFUND_PAYMENT_STATUSES } from '../enums/orders';
import { formatEuro } from '../format/money';
import { FIELD_LIMITS as L } from './limits';
import { isHttpLink } from './links';
import {
  booleanFlagSchema,
  decimalSchema,
  documentedInput,
  emailSchema,
  integerSchema,
  numericEnumSchema,
  optionalText,
  requiredOr,
  requiredText,
  romeDateTimeSchema,
  uuidSchema,
} from './primitives';

export const orderUuidInputSchema = z.object({ order_uuid: uuidSchema });

/**
 * The order version an action was made on (our addition to the action calls): when given and the
 * order has moved on since, the action is refused with 409 and nothing is written. The REST calls
 * without it behave as documented.
 */
export const orderVersionSchema = integerSchema({ min: 1 }).optional();

/** An action on an order named by its uuid, made on a given version. */
export const orderActionInputSchema = orderUuidInputSchema.extend({ version: orderVersionSchema });

/** The orders list range; both bounds are Rome wall times 'YYYY-MM-DD HH:mm:ss'. */
export const orderListRangeSchema = z
  .object({ startDate: romeDateTimeSchema, endDate: romeDateTimeSchema })
  .refine((range) => range.startDate <= range.endDate, { error: 'dateRangeReversed', path: ['endDate'] });

/**
 * The values an edit dialog started from, by the contract's field names (our extension). With it, an
 * edit is refused (409) only when a field it changes was changed by someone else meanwhile: changes
 * to other fields do not block it. Without it, `version` decides, as before.
 */
export const orderEditBaseSchema = z
  .record(z.string().regex(/^[a-z_]{1,40}$/, 'invalidValue'), z.string().max(L.linkMax, 'tooLong'))
  .optional();

export const orderNoteSchema = z.object({
  uuid: uuidSchema,
  note: optionalText(L.noteMax),
  version: orderVersionSchema,
  base: orderEditBaseSchema,
});

export const orderContactSchema = z.object({
  uuid: uuidSchema,
  phone: requiredText(L.contactPhoneMax),
  email: emailSchema(L.loginEmailMax),
  version: orderVersionSchema,
  base: orderEditBaseSchema,
});

export const orderDeliveryAddressSchema = z.object({
  uuid: uuidSchema,
  street_name: requiredText(L.textMax),
  street_number: requiredText(L.textMax),
  city: requiredText(L.textMax),
  province: requiredText(L.textMax),
  zip_code: requiredText(L.textMax),
  country: requiredText(L.textMax),
  version: orderVersionSchema,
  base: orderEditBaseSchema,
});

/** The tracking link, when given, must be an http or https address. */
export const orderTrackingSchema = z.object({
  uuid: uuidSchema,
  tracking: optionalText(L.textMax),
  tracking_link: optionalText(L.linkMax).refine((link) => link === '' || isHttpLink(link), {
    error: 'invalidHttpLink',
  }),
  version: orderVersionSchema,
  base: orderEditBaseSchema,
});

export const simStatusSchema = numericEnumSchema(SIM_STATUSES);

export const changeSimStatusSchema = z.object({
  product_uuid: uuidSchema,
  status: simStatusSchema,
  version: orderVersionSchema,
});

/**
 * full_refunded chooses Refunded over PartiallyRefunded; `reason` (beyond the contract's fields) says
 * why a payment is marked Refunded while less than was paid has been refunded (refundedNeedsReason).
 */
export const refundStatusSchema = z.object({
  order_uuid: uuidSchema,
  full_refunded: booleanFlagSchema,
  reason: optionalText(L.noteMax),
  version: orderVersionSchema,
});

/** The dialog that asks for that reason. */
export const refundedReasonSchema = z.object({ reason: requiredText(L.noteMax) });

/** An administrator allows serving an unpaid order (activation, shipping), saying why. */
export const allowUnpaidServiceSchema = orderActionInputSchema.extend({ reason: requiredText(L.noteMax) });

export const refundPaymentStatusSchema = numericEnumSchema(REFUND_PAYMENT_STATUSES);

/** A refund amount: a number greater than 0 and not above what is left to refund ('The amount must be at most {limit}'). */
export function refundAmountSchema(limit: number) {
  return (
    decimalSchema
      .refine((amount) => amount > 0, { error: 'notPositive' })
      // The limit as the app writes amounts ('30,98 €'), in the message of either language.
      .refine((amount) => amount <= limit, { error: 'refundSumTooBig', params: { limit: formatEuro(limit) } })
  );
}

/**
 * The wire sends the amount as text ('12.5', '12,50'; a JSON number is read too). It stays decimal
 * text, never a float: euros with at most two decimals ('Please enter a number' otherwise), above 0.
 * The limit is checked against the locked order by the refund guard of the transition table.
 */
export const refundSchema = z.object({
  order_uuid: uuidSchema,
  amount: z
    .union([z.number(), z.string()], { error: requiredOr('writeNumber') })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim().replace(',', '.')))
    .pipe(
      z
        .string()
        .regex(/^-?\d+(\.\d{1,2})?$/, { error: 'writeNumber', abort: true })
        .refine((text) => Number(text) > 0, { error: 'notPositive' }),
    )
    .meta(
      documentedInput({
        anyOf: [
          { type: 'number', exclusiveMinimum: 0 },
          { type: 'string', pattern: '^\\s*\\d+([.,]\\d{1,2})?\\s*$' },
        ],
      }),
    ),
  version: orderVersionSchema,
});
