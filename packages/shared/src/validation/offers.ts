import { z } from 'zod';
import {
  BOX_COLORS,
  type BoxColor,
  DEFAULT_OFFER_PRICE_FOR,
  NO_BILLING_MATCH_ID,
  OFFER_DESIGNS,
  OFFER_PRICE_FORS,
  type OfferDesign,
  type OfferPriceFor,
} from '../enums/offers';
import { moneySchema } from './catalogue';
import { prioritySchema, seoUrlInputSchema, storedFilePathSchema } from './content';
import { FIELD_LIMITS as L } from './limits';
import {
  documentedInput,
  flagRow,
  integerSchema,
  moneyRow,
  optionalText,
  publishFlagSchema,
  requiredOr,
  requiredText,
  timestampRow,
  UUID_SOURCE,
  uuidSchema,
} from './primitives';
import { defineResourceWire } from './resource-wire';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';

/*
 * Offers (spec 002, 2.1 and 3). Money travels as decimal text with two places ('9.99'); the matched
 * billing plan is `external_id` (-1 for none) and its snapshot `external_data`, which the server reads
 * from the BSS itself: a snapshot sent by a client is never stored.
 */

/** The box style of a text or flag: a colour of the spec's three (or none) and bold, as 1 or 0. */
export const boxStyleRowSchema = z.object({ color: z.string(), bold: flagRow });
export type BoxStyleRow = z.infer<typeof boxStyleRowSchema>;

export const boxStyleSchema = z
  .object({
    color: z
      .union([
        z.literal(''),
        z.null(),
        z.enum(BOX_COLORS as [BoxColor, ...BoxColor[]], { error: 'invalidValue' }),
      ])
      .optional()
      .transform((value): BoxColor | '' => value ?? ''),
    bold: publishFlagSchema.default(0),
  })
  .default({ color: '', bold: 0 });

export const offerRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  /** The offer's categories: their uuids joined by commas ('' for none). */
  category: z.string(),
  price: moneyRow,
  price_for: z.string(),
  other_text: z.string(),
  data: z.string(),
  sms: z.string(),
  min: z.string(),
  additional_data: z.string(),
  additional_data_style: boxStyleRowSchema,
  additional_data_two: z.string(),
  additional_data_two_style: boxStyleRowSchema,
  additional_data_three: z.string(),
  additional_data_three_style: boxStyleRowSchema,
  int_min: z.string(),
  int_min_style: boxStyleRowSchema,
  countries: z.string(),
  rates_abroad: flagRow,
  rates_abroad_style: boxStyleRowSchema,
  free: flagRow,
  free_style: boxStyleRowSchema,
  activation_info: z.string(),
  display_roaming: flagRow,
  overview: z.string(),
  note: z.string(),
  design: z.string(),
  photo_list: z.string(),
  alt_list: z.string(),
  photo_slide: z.string(),
  alt_slide: z.string(),
  photo_slide_lg: z.string(),
  alt_slide_lg: z.string(),
  photo_slide_m: z.string(),
  alt_slide_m: z.string(),
  display_offers: flagRow,
  display_home: flagRow,
  display_slider: flagRow,
  /** Position among the slides and slider offers (POST /api/admin/change-offer-sort changes it). */
  slider_sort: z.number().int(),
  /** Tariff transparency: 1 'Offerte attivabili', 0 'Offerte non più attivabili'. */
  active: flagRow,
  tariff_overview: z.string(),
  prospects_info: z.string(),
  contract: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  url: z.string(),
  /** The matched billing plan's ID, -1 when none. */
  external_id: z.number().int(),
  /** The matched plan as the BSS described it (JSON text), '' when none. */
  external_data: z.string(),
  /** Activation prices of the matched plan: port-in from the first named network, and from the others. */
  price_vodafone: moneyRow.nullable(),
  price_others: moneyRow.nullable(),
  /** When 'Update BSS offers' found the matched plan no longer on sale (ISO 8601), else null. */
  bss_plan_withdrawn_at: z.string().nullable(),
  create_at: timestampRow,
});
export type OfferRow = z.infer<typeof offerRowSchema>;

/** `category` on the wire: uuids joined by commas; each must be a uuid, duplicates are dropped. */
export const offerCategoryIdsSchema = z
  .union([z.string({ error: requiredOr('invalidValue') }), z.array(z.string())])
  .nullish()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(',')).map((part) => part.trim()).filter(Boolean),
  )
  .pipe(z.array(uuidSchema).transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]))
  .meta(
    documentedInput({
      anyOf: [
        {
          type: 'string',
          pattern: `^[\\s,]*(?:${UUID_SOURCE}[\\s,]*)*$`,
          description: 'ids joined by commas',
        },
        { type: 'array', items: { type: 'string', pattern: `^\\s*${UUID_SOURCE}\\s*$` } },
        { type: 'null' },
      ],
    }),
  );

const richText = optionalText(RICH_TEXT_MAX_LENGTH);
const shortText = optionalText(L.textMax);
const longText = optionalText(L.noteMax);

/**
 * The fields of offer-create and offer-change (offer-change adds `uuid`). `other_text` is kept only
 * with the 'other' price-for (the server clears it otherwise, as the form disables it).
 */
export const offerInputSchema = z.object({
  name: requiredText(L.textMax),
  priority: prioritySchema,
  publish: publishFlagSchema.default(1),
  category: offerCategoryIdsSchema,
  price: moneySchema,
  price_for: z
    .enum(OFFER_PRICE_FORS as [OfferPriceFor, ...OfferPriceFor[]], { error: 'invalidValue' })
    .default(DEFAULT_OFFER_PRICE_FOR),
  other_text: shortText,
  data: shortText,
  sms: shortText,
  min: shortText,
  additional_data: richText,
  additional_data_style: boxStyleSchema,
  additional_data_two: richText,
  additional_data_two_style: boxStyleSchema,
  additional_data_three: richText,
  additional_data_three_style: boxStyleSchema,
  int_min: shortText,
  int_min_style: boxStyleSchema,
  countries: longText,
  rates_abroad: publishFlagSchema.default(1),
  rates_abroad_style: boxStyleSchema,
  free: publishFlagSchema.default(1),
  free_style: boxStyleSchema,
  activation_info: longText,
  display_roaming: publishFlagSchema.default(1),
  overview: richText,
  note: richText,
  design: z.enum(OFFER_DESIGNS as [OfferDesign, ...OfferDesign[]], {
    error: requiredOr('invalidValue'),
  }),
  photo_list: storedFilePathSchema,
  alt_list: shortText,
  photo_slide: storedFilePathSchema,
  alt_slide: shortText,
  photo_slide_lg: storedFilePathSchema,
  alt_slide_lg: shortText,
  photo_slide_m: storedFilePathSchema,
  alt_slide_m: shortText,
  display_offers: publishFlagSchema.default(1),
  display_home: publishFlagSchema.default(0),
  display_slider: publishFlagSchema.default(0),
  active: publishFlagSchema.default(1),
  tariff_overview: longText,
  prospects_info: storedFilePathSchema,
  contract: storedFilePathSchema,
  title: shortText,
  description: longText,
  keywords: longText,
  url: seoUrlInputSchema,
  external_id: integerSchema({ min: NO_BILLING_MATCH_ID })
    .refine((value) => value !== 0, 'invalidValue')
    .default(NO_BILLING_MATCH_ID),
});
export type OfferInput = z.output<typeof offerInputSchema>;

/** The edit page reads an offer by `offer_uuid`; the other calls take `uuid`. */
export const offerWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'offer_uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name', priceField: 'price' },
});
