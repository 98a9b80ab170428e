import { z } from 'zod';
import { SIM_STATUSES, REFUND_PAYMENT_STATUSES } from '../enums/orders';
import { FIELD_LIMITS as L } from './limits';
import {
  booleanFlagSchema,
  decimalSchema,
  emailSchema,
  numericEnumSchema,
  optionalText,
  requiredText,
  romeDateTimeSchema,
  uuidSchema,
} from './primitives';

export const orderUuidInputSchema = z.object({ order_uuid: uuidSchema });

/** The orders list range; both bounds are Rome wall times 'YYYY-MM-DD HH:mm:ss'. */
export const orderListRangeSchema = z
  .object({ startDate: romeDateTimeSchema, endDate: romeDateTimeSchema })
  .refine((range) => range.startDate <= range.endDate, { error: 'dateRangeReversed', path: ['endDate'] });

export const orderNoteSchema = z.object({ uuid: uuidSchema, note: optionalText(L.noteMax) });

export const orderContactSchema = z.object({
  uuid: uuidSchema,
  phone: requiredText(L.contactPhoneMax),
  email: emailSchema(L.loginEmailMax),
});

export const orderDeliveryAddressSchema = z.object({
  uuid: uuidSchema,
  street_name: requiredText(L.textMax),
  street_number: requiredText(L.textMax),
  city: requiredText(L.textMax),
  province: requiredText(L.textMax),
  zip_code: requiredText(L.textMax),
  country: requiredText(L.textMax),
});

export const orderTrackingSchema = z.object({
  uuid: uuidSchema,
  tracking: optionalText(L.textMax),
  tracking_link: optionalText(L.linkMax),
});

export const simStatusSchema = numericEnumSchema(SIM_STATUSES);

export const changeSimStatusSchema = z.object({ product_uuid: uuidSchema, status: simStatusSchema });

/** full_refunded chooses Refunded over PartiallyRefunded. */
export const refundStatusSchema = z.object({ order_uuid: uuidSchema, full_refunded: booleanFlagSchema });

export const refundPaymentStatusSchema = numericEnumSchema(REFUND_PAYMENT_STATUSES);

/** A refund amount: a number greater than 0 and not above what is left to refund ('Sum need be less than {limit}'). */
export function refundAmountSchema(limit: number) {
  return decimalSchema
    .refine((amount) => amount > 0, { error: 'notPositive' })
    .refine((amount) => amount <= limit, { error: 'refundSumTooBig', params: { limit } });
}

/** The wire sends the amount as text; the limit is checked against the order with `refundAmountSchema`. */
export const refundSchema = z.object({
  order_uuid: uuidSchema,
  amount: decimalSchema.refine((amount) => amount > 0, { error: 'notPositive' }),
});
