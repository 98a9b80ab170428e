import { z } from 'zod';

import { cents, type OrderPricing, type PricedLine, toMoney } from '../pricing';
import { ZERO } from '../pricing/decimal';
import { moneySchema } from '../validation/catalogue';
import { stripDiscountCodeName } from '../validation/discount-codes';
import { FIELD_LIMITS as L } from '../validation/limits';
import { phoneSchema } from '../validation/account';
import { FISCAL_CODE } from '../validation/personal-data';
import {
  booleanFlagSchema,
  documentedInput,
  emailSchema,
  optionalText,
  pastIsoDateSchema,
  requiredOr,
  requiredText,
  textSchema,
  uuidSchema,
} from '../validation/primitives';

/**
 * The order intake call's cart (POST /api/web-api/orders/create, our extension of the contract):
 * what a sales channel sends, and the stored form of its priced lines. The server checks the rest
 * against the catalogue (offers on sale, options, donor operators, the discount code).
 */

/** The Idempotency-Key header a sales channel sends with every order it creates. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** Printable ASCII without spaces (what HTTP header values of this kind carry). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** SIMs per order and options per SIM a cart may carry. */
export const ORDER_CART_MAX_PRODUCTS = 10;
export const ORDER_PRODUCT_MAX_OPTIONS = 10;

/** Sales channels (the report's `platform` column). */
export const ORDER_PLATFORMS = ['web', 'app'] as const;
export type OrderPlatform = (typeof ORDER_PLATFORMS)[number];

export const ORDER_GENDERS = ['M', 'F'] as const;

/** Names of the price rows that are not named after an offer or an option (the shop is Italian). */
export const ORDER_LINE_NAMES = {
  activation: 'Attivazione',
  esim: 'eSIM',
  topup: 'Ricarica',
  delivery: 'Spedizione',
} as const;

/** A priced line's name: the offer's (one name per SIM, in cart order), the option's, or its kind's. */
export function pricedLineName(line: PricedLine, offerNames: readonly string[]): string {
  if (line.kind === 'offer') return offerNames[line.product ?? -1] ?? '';
  if (line.kind === 'option') return line.name ?? '';
  return ORDER_LINE_NAMES[line.kind];
}

/** A number to port in: 9 to 15 digits with an optional leading +. */
const PORTATION_NUMBER = /^\+?\d{9,15}$/;

const addressSchema = z.object(
  {
    street_name: requiredText(L.textMax),
    street_number: requiredText(L.textMax),
    city: requiredText(L.textMax),
    province: requiredText(L.textMax),
    zip_code: requiredText(L.textMax),
    country: requiredText(L.textMax),
  },
  { error: requiredOr('invalidValue') },
);

export const orderCartCustomerSchema = z.object(
  {
    first_name: requiredText(L.textMax),
    last_name: requiredText(L.textMax),
    fiscal_code: requiredText(16)
      .transform((text) => text.toUpperCase())
      .pipe(z.string().regex(FISCAL_CODE, 'invalidValue'))
      .meta(documentedInput({ pattern: '^\\s*[A-Za-z0-9]{16}\\s*$' })),
    birth_place: requiredText(L.textMax),
    date_of_birth: pastIsoDateSchema,
    gender: textSchema()
      .trim()
      .transform((text) => text.toUpperCase())
      .pipe(z.enum(ORDER_GENDERS, { error: 'invalidValue' }))
      .meta(documentedInput({ enum: ORDER_GENDERS, description: 'M or F (either case)' })),
    email: emailSchema(L.loginEmailMax),
    phone: phoneSchema,
  },
  { error: requiredOr('invalidValue') },
);

export const orderCartProductSchema = z
  .object(
    {
      offer_uuid: uuidSchema,
      is_esim: booleanFlagSchema,
      /** Donor operator code (get-donor-operators' ID) when the number is ported in. */
      portation_donor_network: optionalText(8),
      portation_mobile_number: optionalText(16).transform((text) => text.replace(/\s+/g, '')),
      option_uuids: z
        .array(uuidSchema, { error: requiredOr('invalidValue') })
        .max(ORDER_PRODUCT_MAX_OPTIONS, 'tooBig')
        .optional()
        .transform((ids) => ids ?? []),
      /** Credit bought with the SIM; absent, empty or 0 for none. */
      topup_amount: z
        .preprocess((value) => (value === '' || value === null ? undefined : value), moneySchema.optional())
        .transform((value) => (value === undefined || toMoney(value).isZero() ? null : value)),
      friend_code: optionalText(64),
      /** Marketing consent. */
      consent: booleanFlagSchema.optional().transform((value) => value ?? false),
    },
    { error: requiredOr('invalidValue') },
  )
  .superRefine((product, context) => {
    if (product.portation_donor_network && !product.portation_mobile_number) {
      context.addIssue({ code: 'custom', path: ['portation_mobile_number'], message: 'fieldRequired' });
    }
    if (product.portation_mobile_number && !product.portation_donor_network) {
      context.addIssue({ code: 'custom', path: ['portation_donor_network'], message: 'fieldRequired' });
    }
    if (product.portation_mobile_number && !PORTATION_NUMBER.test(product.portation_mobile_number)) {
      context.addIssue({ code: 'custom', path: ['portation_mobile_number'], message: 'invalidPhone' });
    }
    if (new Set(product.option_uuids.map((id) => id.toLowerCase())).size !== product.option_uuids.length) {
      context.addIssue({ code: 'custom', path: ['option_uuids'], message: 'invalidValue' });
    }
  });

export const orderCartSchema = z.object({
  platform: z.enum(ORDER_PLATFORMS, { error: 'invalidValue' }).optional().default('web'),
  customer_info: orderCartCustomerSchema,
  delivery_info: addressSchema,
  residential_info: addressSchema,
  products: z
    .array(orderCartProductSchema, { error: requiredOr('invalidValue') })
    .min(1, 'fieldRequired')
    .max(ORDER_CART_MAX_PRODUCTS, 'tooBig'),
  /** The code as the customer typed it; stripped to A-Z0-9 and upper-cased like the code's name. */
  discount_code: optionalText(L.discountCodeNameMax).transform(stripDiscountCodeName),
  note: optionalText(L.noteMax),
});

export type OrderCart = z.output<typeof orderCartSchema>;
export type OrderCartInput = z.input<typeof orderCartSchema>;

/** One price row of a SIM as the order page shows it (`table_items`); amounts are decimal text. */
/** A type rather than an interface: the rows are stored as they are in a JSON column (table_items). */
export type OrderTableItem = {
  type: 'offer' | 'activation' | 'esim' | 'option' | 'topup';
  name: string;
  price: string;
  discount: string;
  total: string;
};

export interface PricedOrderProduct {
  tableItems: OrderTableItem[];
  /** The SIM's rows before the discount (the discount is the order's). */
  totalSum: string;
  activationPrice: string;
  esimPrice: string;
}

/** What an order stores from its pricing: per SIM its rows and sums, and the order's totals. */
export interface PricedOrderAmounts {
  products: PricedOrderProduct[];
  /** The delivery line before the discount. */
  shipmentPrice: string;
  discountAmount: string;
  /** What the customer pays: every line after the discount. */
  amount: string;
}

/** Turns `priceOrder`'s lines into what an order stores (intake and demo seed alike). */
export function pricedOrderAmounts(pricing: OrderPricing, offerNames: readonly string[]): PricedOrderAmounts {
  const products: PricedOrderProduct[] = offerNames.map((_, index) => {
    const lines = pricing.lines.filter((line) => line.product === index);
    const sum = (kind?: string) =>
      cents(
        lines
          .filter((line) => kind === undefined || line.kind === kind)
          .reduce((total, line) => total.plus(toMoney(line.price)), ZERO),
      );
    return {
      tableItems: lines.map((line) => ({
        type: line.kind as OrderTableItem['type'],
        name: pricedLineName(line, offerNames),
        price: line.price,
        discount: line.discount,
        total: line.total,
      })),
      totalSum: sum(),
      activationPrice: sum('activation'),
      esimPrice: sum('esim'),
    };
  });
  const delivery = pricing.lines.find((line) => line.kind === 'delivery');
  return {
    products,
    shipmentPrice: delivery?.price ?? '0.00',
    discountAmount: pricing.discount,
    amount: pricing.total,
  };
}
