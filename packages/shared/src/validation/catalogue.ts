import { z } from 'zod';
import { OFFER_DETAIL_ACTIVATION_PRICE_TEXTS, OFFER_DETAIL_PRICE_TEXTS } from '../enums/offers';
import { OPTION_MEASURES, OPTION_PERIODS, OPTION_TYPES, type OptionType } from '../enums/options';
import { normaliseSeoUrlInput } from '../seo/seo-url';
import { prioritySchema, seoUrlInputSchema, seoUrlSchema, storedFilePathSchema } from './content';
import { FIELD_LIMITS as L } from './limits';
import { optionalLinkSchema } from './links';
import { offerDetailOtherTextsSchema } from './offer-details';
import { AMOUNT_TYPES, DISCOUNT_TYPES } from '../enums/discounts';
import {
  documentedInput,
  enumRow,
  flagRow,
  moneyRow,
  numericEnumSchema,
  optionalText,
  publishFlagSchema,
  requiredOr,
  requiredText,
  timestampRow,
  uuidSchema,
} from './primitives';
import { defineResourceWire } from './resource-wire';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';

/*
 * The e-shop catalogue (spec 002, 2.2 to 2.4): offer categories, options (extras and services) and
 * offer details. Money travels as decimal text with two decimals ('12.50'), never as a float.
 */

const MONEY_PATTERN = /^\d{1,10}(?:[.,]\d{1,2})?$/;

/** Normalises a typed amount ('12,5', 12.5) to decimal text with two places ('12.50'), or undefined. */
export function normaliseMoneyText(value: number | string): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

/**
 * A non-negative euro amount with at most two decimals, sent as a number or as text with a dot or a
 * comma; gives decimal text ('12.50') that the database stores as a Decimal without a float between.
 */
export const moneySchema = z
  .union([z.number(), z.string()], { error: requiredOr('writeNumber') })
  .transform((value, context) => {
    const money = normaliseMoneyText(value);
    if (money === undefined) {
      context.addIssue({ code: 'custom', message: 'writeNumber', input: value });
      return z.NEVER;
    }
    return money;
  })
  .meta(
    documentedInput({
      anyOf: [
        { type: 'number', minimum: 0, maximum: 9_999_999_999.99 },
        { type: 'string', pattern: `^\\s*${MONEY_PATTERN.source.slice(1, -1)}\\s*$` },
      ],
    }),
  );

/** A money field that may be left empty (null). */
export const optionalMoneySchema = z
  .union([z.literal(''), z.null(), moneySchema])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** A choice that may be cleared: '' and null are stored as null. */
function clearableChoice<const V extends string>(values: readonly V[]) {
  return z
    .union([z.literal(''), z.null(), z.enum(values as [V, ...V[]], { error: 'invalidValue' })])
    .optional()
    .transform((value): V | null => (value ? value : null));
}

// Offer categories (2.2) --------------------------------------------------------------------------

export const offerCategoryRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  url: z.string(),
  h1: z.string(),
  create_at: timestampRow,
});
export type OfferCategoryRow = z.infer<typeof offerCategoryRowSchema>;

export const offerCategoryInputSchema = z.object({
  name: requiredText(L.textMax),
  priority: prioritySchema,
  publish: publishFlagSchema,
  title: optionalText(L.textMax),
  description: optionalText(L.noteMax),
  keywords: optionalText(L.noteMax),
  url: seoUrlInputSchema,
  h1: optionalText(L.textMax),
});

/** The edit dialog reads a category by `offer_category_uuid`; the other calls take `uuid`. */
export const offerCategoryWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'offer_category_uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

// Options: extras and services (2.4) --------------------------------------------------------------

export const optionRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  type: z.string(),
  price: moneyRow,
  period: z.string(),
  value: z.string(),
  measure: z.string(),
  connect: z.string(),
  link_for_button: z.string(),
  limits: z.string(),
  overview: z.string(),
  note: z.string(),
  bss: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  seo_url: z.string(),
  active: flagRow,
  tariff_overview: z.string(),
  prospects_info: z.string(),
  contract: z.string(),
  create_at: timestampRow,
});
export type OptionRow = z.infer<typeof optionRowSchema>;

export const optionInputSchema = z.object({
  name: requiredText(L.textMax),
  priority: prioritySchema,
  publish: publishFlagSchema,
  type: z.enum(OPTION_TYPES as [OptionType, ...OptionType[]], { error: requiredOr('invalidValue') }),
  price: moneySchema,
  period: clearableChoice(OPTION_PERIODS),
  value: optionalText(L.textMax),
  measure: clearableChoice(OPTION_MEASURES),
  connect: optionalText(L.noteMax),
  link_for_button: optionalLinkSchema,
  limits: optionalText(L.noteMax),
  overview: optionalText(RICH_TEXT_MAX_LENGTH),
  note: optionalText(RICH_TEXT_MAX_LENGTH),
  bss: optionalText(L.textMax),
  seo_title: optionalText(L.textMax),
  seo_description: optionalText(L.noteMax),
  seo_keywords: optionalText(L.noteMax),
  seo_url: seoUrlInputSchema,
  /** Tariff transparency: the form's radio (active / non_active) is sent as 1 or 0. */
  active: publishFlagSchema,
  tariff_overview: optionalText(L.noteMax),
  prospects_info: storedFilePathSchema,
  contract: storedFilePathSchema,
});

export const optionWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

// Offer details (2.3) -----------------------------------------------------------------------------

export const offerDetailRowSchema = z.object({
  uuid: z.string(),
  publish: flagRow,
  bss_details_id: z.number().int(),
  bss_details_title: z.string(),
  bss_details_renewal_price: moneyRow.nullable(),
  bss_details_activation_price: moneyRow.nullable(),
  name_it: z.string(),
  name_en: z.string(),
  price_eur: moneyRow.nullable(),
  act_price_eur: moneyRow.nullable(),
  price_for: z.number().int(),
  act_price_for: z.number().int(),
  other_text_one_it: z.string(),
  other_text_one_en: z.string(),
  other_text_two_it: z.string(),
  other_text_two_en: z.string(),
  create_at: timestampRow,
});
export type OfferDetailRow = z.infer<typeof offerDetailRowSchema>;

/**
 * `other_texts` on the wire: one JSON string holding the four extra texts and nothing else. Malformed
 * JSON and unknown keys are a 400, not silently emptied.
 */
export const offerDetailOtherTextsJsonSchema = z
  .string({ error: requiredOr('invalidValue') })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'invalidValue', input: text });
      return z.NEVER;
    }
  })
  .pipe(z.strictObject(offerDetailOtherTextsSchema.shape, { error: 'invalidValue' }))
  .meta(
    documentedInput({
      contentMediaType: 'application/json',
      contentSchema: z.toJSONSchema(z.strictObject(offerDetailOtherTextsSchema.shape), {
        io: 'input',
        target: 'draft-2020-12',
      }),
    }),
  );

const offerDetailFields = {
  name_it: optionalText(L.textMax),
  name_en: optionalText(L.textMax),
  price_eur: optionalMoneySchema,
  act_price_eur: optionalMoneySchema,
  price_for: numericEnumSchema(OFFER_DETAIL_PRICE_TEXTS),
  act_price_for: numericEnumSchema(OFFER_DETAIL_ACTIVATION_PRICE_TEXTS),
};

/** The edit call: the display texts and prices, the four extra texts as the JSON string `other_texts`. */
export const offerDetailInputSchema = z.object({
  ...offerDetailFields,
  other_texts: offerDetailOtherTextsJsonSchema,
});

/** The edit form: the four extra texts as fields of their own, joined into `other_texts` on save. */
export const offerDetailFormSchema = z
  .object({ ...offerDetailFields, ...offerDetailOtherTextsSchema.shape })
  .transform(({ other_text_one_it, other_text_one_en, other_text_two_it, other_text_two_en, ...rest }) => ({
    ...rest,
    other_texts: JSON.stringify({
      other_text_one_it,
      other_text_one_en,
      other_text_two_it,
      other_text_two_en,
    }),
  }));

/** The list answers under `response` (spec 002 2.3); details come from the BSS refresh and are never deleted. */
export const offerDetailWire = defineResourceWire({
  list: { envelope: 'response' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  versions: { titleField: 'name_en' },
});

// Discount codes (2.5) ----------------------------------------------------------------------------

export const discountCodeActionRowSchema = z.object({
  discount_type: enumRow(DISCOUNT_TYPES),
  amount: moneyRow,
  amount_type: enumRow(AMOUNT_TYPES),
  params: z.array(z.number().int()),
});

export const discountCodeRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  active: flagRow,
  expires_at: timestampRow.nullable(),
  created_at: timestampRow,
  only_mnp: flagRow,
  dont_send_to_logistic: flagRow,
  actions: z.array(discountCodeActionRowSchema),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRowSchema>;

/** The list's active switch (its own call; the original wrongly reused the option publish path). */
export const discountCodeActiveSchema = z.object({ uuid: uuidSchema, active: publishFlagSchema });

/** No publish call: the active switch is the code's own call (`discountCodeActiveSchema`). */
export const discountCodeWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name', liveField: 'active' },
});

/** A type 1 choice: a DependentOption found in the snapshots of matched offers. */
export const discountOptionChoiceSchema = z.object({ ID: z.number().int(), Title: z.string() });

// Other settings (2.6) ----------------------------------------------------------------------------

/** Price fields of the settings keep only digits, space, dot and comma as they are typed (spec 5). */
export const stripSettingsPrice = (text: string) => text.replace(/[^0-9 .,]/g, '');

/**
 * A settings price: stripped like the form does, spaces dropped, then a decimal with two places.
 * Missing or empty is the spec's 'Required.'.
 */
export const settingsPriceSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? 'required' : 'writeNumber'),
  })
  .transform((value, context) => {
    if (typeof value === 'number') return value;
    const stripped = stripSettingsPrice(value).replace(/ /g, '');
    if (stripped === '') {
      context.addIssue({ code: 'custom', message: 'required', input: value });
      return z.NEVER;
    }
    return stripped;
  })
  .pipe(moneySchema);

export const shopSettingsRowSchema = z.object({
  uuid: z.string(),
  eshopPrice: moneyRow,
  esimPrice: moneyRow,
  esimReplacementPrice: moneyRow,
  esimMnpPrice: moneyRow,
  SIMPrice: moneyRow,
  publish: flagRow,
  overview: z.string(),
  note: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  url: z.string(),
  promoIsActive: flagRow,
});
export type ShopSettingsRow = z.infer<typeof shopSettingsRowSchema>;

export const shopSettingsInputSchema = z.object({
  eshopPrice: settingsPriceSchema,
  esimPrice: settingsPriceSchema,
  esimReplacementPrice: settingsPriceSchema,
  esimMnpPrice: settingsPriceSchema,
  SIMPrice: settingsPriceSchema,
  publish: publishFlagSchema,
  overview: optionalText(RICH_TEXT_MAX_LENGTH),
  note: optionalText(RICH_TEXT_MAX_LENGTH),
  title: optionalText(L.textMax),
  description: optionalText(L.noteMax),
  keywords: optionalText(L.noteMax),
  url: requiredText(L.textMax).transform(normaliseSeoUrlInput).pipe(seoUrlSchema),
});
