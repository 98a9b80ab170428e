import { z } from 'zod';
import { OFFER_DETAIL_ACTIVATION_PRICE_TEXTS, OFFER_DETAIL_PRICE_TEXTS } from '../enums/offers';
import { FIELD_LIMITS as L } from './limits';
import { numericEnumSchema, optionalText } from './primitives';

/** The four extra texts that travel together as the JSON string `other_texts`. */
export const offerDetailOtherTextsSchema = z.object({
  other_text_one_it: optionalText(L.textMax),
  other_text_one_en: optionalText(L.textMax),
  other_text_two_it: optionalText(L.textMax),
  other_text_two_en: optionalText(L.textMax),
});
export type OfferDetailOtherTexts = z.output<typeof offerDetailOtherTextsSchema>;

export function serializeOfferDetailOtherTexts(texts: OfferDetailOtherTexts): string {
  return JSON.stringify(offerDetailOtherTextsSchema.parse(texts));
}

/** Reads `other_texts`; missing, malformed or invalid JSON gives four empty texts. */
export function parseOfferDetailOtherTexts(json: string | null | undefined): OfferDetailOtherTexts {
  const empty = offerDetailOtherTextsSchema.parse({});
  if (!json) return empty;
  try {
    const parsed = offerDetailOtherTextsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

export const offerDetailPriceTextSchema = numericEnumSchema(OFFER_DETAIL_PRICE_TEXTS);
export const offerDetailActivationPriceTextSchema = numericEnumSchema(OFFER_DETAIL_ACTIVATION_PRICE_TEXTS);
