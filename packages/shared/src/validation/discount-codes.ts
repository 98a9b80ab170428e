import { z } from 'zod';
import {
  AMOUNT_TYPES,
  AmountType,
  DISCOUNT_TYPES,
  DISCOUNT_TYPES_WITH_AMOUNT,
  DISCOUNT_TYPES_WITH_PARAMS,
  DiscountType,
  PERCENT_CAP,
  SIM_SUPPORT_PARAMS,
} from '../enums/discounts';
import { parseRomeDateTime } from '../format/date';
import { clampPercent } from '../input/input-filters';
import { FIELD_LIMITS as L } from './limits';
import {
  booleanFlagSchema,
  documentedInput,
  decimalSchema,
  integerSchema,
  numericEnumSchema,
  requiredOr,
  romeDateTimeSchema,
  textSchema,
} from './primitives';

/** Option ids (type 1) come from the billing plans' DependentOptions; SIM support params (type 2) are 0..2. */
const discountParamSchema = integerSchema({ min: 0 });

/** A discount code name keeps only A-Z and 0-9, upper-cased (the form and the server alike). */
export const stripDiscountCodeName = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * One discount action. Percent amounts are clamped to 100; type 4 is fixed at 100 percent; params
 * are kept only for types 1 and 2.
 */
export const discountActionSchema = z
  .object({
    discount_type: numericEnumSchema(DISCOUNT_TYPES),
    amount: decimalSchema.nullish(),
    amount_type: numericEnumSchema(AMOUNT_TYPES).default(AmountType.Euro),
    params: z.array(discountParamSchema).default([]),
  })
  .superRefine((action, context) => {
    if (
      DISCOUNT_TYPES_WITH_AMOUNT.includes(action.discount_type) &&
      !(action.amount != null && action.amount > 0)
    ) {
      context.addIssue({ code: 'custom', message: 'discountAmountRequired', path: ['amount'] });
    }
    if (DISCOUNT_TYPES_WITH_PARAMS.includes(action.discount_type) && action.params.length === 0) {
      context.addIssue({ code: 'custom', message: 'discountParamsRequired', path: ['params'] });
    }
    if (
      action.discount_type === DiscountType.SimCardSupport &&
      !action.params.every((param) => (SIM_SUPPORT_PARAMS as readonly unknown[]).includes(Number(param)))
    ) {
      context.addIssue({ code: 'custom', message: 'invalidValue', path: ['params'] });
    }
  })
  .transform((action) => {
    if (action.discount_type === DiscountType.OrderPlusShipmentFree) {
      return {
        discount_type: action.discount_type,
        amount: PERCENT_CAP,
        amount_type: AmountType.Percent,
        params: [],
      };
    }
    const amount = action.amount ?? 0;
    return {
      discount_type: action.discount_type,
      amount: action.amount_type === AmountType.Percent ? clampPercent(amount) : amount,
      amount_type: action.amount_type,
      params: DISCOUNT_TYPES_WITH_PARAMS.includes(action.discount_type)
        ? [
            ...new Set(
              action.params.map((param) =>
                action.discount_type === DiscountType.SimCardSupport ? Number(param) : param,
              ),
            ),
          ]
        : [],
    };
  });

export type DiscountAction = z.output<typeof discountActionSchema>;

/**
 * A discount code as created or updated (only enabled actions are sent, at most one per type).
 * dont_send_to_logistic is kept only when the order-plus-shipment-free action is present.
 */
/**
 * When a code expires: a day (valid to its end in Europe/Rome), a Rome wall time `YYYY-MM-DD HH:mm:ss`
 * (the form the contract's order list dates take) or an ISO 8601 instant; kept and answered as ISO 8601.
 */
const expirySchema = z.union(
  [
    z.iso.date(),
    romeDateTimeSchema.transform((text) => parseRomeDateTime(text).toISOString()),
    z.iso.datetime({ offset: true }),
  ],
  { error: requiredOr('invalidDate') },
);

export const discountCodeFieldsSchema = z.object({
  name: textSchema()
    .transform(stripDiscountCodeName)
    .pipe(
      z
        .string()
        .min(1, { error: 'fieldRequired', abort: true })
        .max(L.discountCodeNameMax, 'tooLong')
        .regex(/^[A-Z0-9]+$/, 'invalidDiscountCodeName'),
    )
    // Letters (of any case) and digits are kept, anything else dropped: at least one must be there.
    .meta(documentedInput({ pattern: '[A-Za-z0-9]' })),
  active: booleanFlagSchema,
  expires_at: expirySchema.nullish(),
  only_mnp: booleanFlagSchema.default(false),
  dont_send_to_logistic: booleanFlagSchema.default(false),
  actions: z
    .array(discountActionSchema)
    .min(1, 'discountActionRequired')
    .max(DISCOUNT_TYPES.length, 'duplicateDiscountType')
    .refine((actions) => new Set(actions.map((action) => action.discount_type)).size === actions.length, {
      error: 'duplicateDiscountType',
    }),
});

/** Whether dont_send_to_logistic holds: it means something only beside the order-plus-shipment-free action. */
export function keepsDontSendToLogistic(code: {
  dont_send_to_logistic: boolean;
  actions: readonly DiscountAction[];
}) {
  return (
    code.dont_send_to_logistic &&
    code.actions.some((action) => action.discount_type === DiscountType.OrderPlusShipmentFree)
  );
}

export const discountCodeSchema = discountCodeFieldsSchema.transform((code) => ({
  ...code,
  expires_at: code.expires_at ?? null,
  dont_send_to_logistic: keepsDontSendToLogistic(code),
}));

export type DiscountCodeInput = z.output<typeof discountCodeSchema>;
