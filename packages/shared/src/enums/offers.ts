import { type ImageSize, OFFER_IMAGE_SIZES, TRANSPARENT_OFFER_IMAGE_SIZES } from '../constants';
import { type ValueOf } from './enum-helpers';

export const OfferDesign = { Blue: 'Blue', Orange: 'Orange', Transparent: 'Transparent' } as const;
export type OfferDesign = ValueOf<typeof OfferDesign>;
export const OFFER_DESIGNS: readonly OfferDesign[] = Object.values(OfferDesign);

/** Slide image sizes differ for the Transparent card design. */
export function offerImageSizes(
  design: OfferDesign | null | undefined,
): Record<keyof typeof OFFER_IMAGE_SIZES, ImageSize> {
  return design === OfferDesign.Transparent ? TRANSPARENT_OFFER_IMAGE_SIZES : OFFER_IMAGE_SIZES;
}

export const BoxColor = { LightGray: 'light-gray', LightRed: 'light-red', LightBlue: 'light-blue' } as const;
export type BoxColor = ValueOf<typeof BoxColor>;
export const BOX_COLORS: readonly BoxColor[] = Object.values(BoxColor);

export const BOX_COLOR_LABELS: Record<BoxColor, string> = {
  'light-gray': 'light gray',
  'light-red': 'light red',
  'light-blue': 'light blue',
};

/** The spec's Italian wording is the stored value. */
export const OfferPriceFor = {
  PerMonth: 'al mese',
  FirstMonth: '1° mese',
  TwoMonthsIncluded: 'con 2 mesi inclusi',
  ThreeMonthsIncluded: 'con 3 mesi inclusi',
  Other: 'other',
} as const;
export type OfferPriceFor = ValueOf<typeof OfferPriceFor>;
export const OFFER_PRICE_FORS: readonly OfferPriceFor[] = Object.values(OfferPriceFor);
export const DEFAULT_OFFER_PRICE_FOR: OfferPriceFor = OfferPriceFor.PerMonth;

/** The other-text field is enabled only for 'other'. */
export function isOfferOtherTextEnabled(priceFor: string | null | undefined): boolean {
  return priceFor === OfferPriceFor.Other;
}

export const OfferDetailPriceText = { PerMonth: 1, FirstMonth: 2, TwoMonthsIncluded: 3, Other: 4 } as const;
export type OfferDetailPriceText = ValueOf<typeof OfferDetailPriceText>;
export const OFFER_DETAIL_PRICE_TEXTS: readonly OfferDetailPriceText[] = Object.values(OfferDetailPriceText);

export const OFFER_DETAIL_PRICE_TEXT_LABELS: Record<OfferDetailPriceText, string> = {
  1: 'al mese',
  2: 'primo mese',
  3: 'due mesi inclusi',
  4: 'other',
};

export const OfferDetailActivationPriceText = {
  ActivationCost: 1,
  ActivationDiscount: 2,
  NoActivationCost: 3,
  Other: 4,
} as const;
export type OfferDetailActivationPriceText = ValueOf<typeof OfferDetailActivationPriceText>;
export const OFFER_DETAIL_ACTIVATION_PRICE_TEXTS: readonly OfferDetailActivationPriceText[] = Object.values(
  OfferDetailActivationPriceText,
);

export const OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS: Record<OfferDetailActivationPriceText, string> = {
  1: 'costo di attivazione',
  2: "sconto all'attivazione",
  3: 'nessun costo di attivazione',
  4: 'other',
};

/** Offer-detail extra text fields are enabled only when option 4 (other) is chosen. */
export function isOfferDetailOtherTextEnabled(choice: number | null | undefined): boolean {
  return choice === OfferDetailPriceText.Other;
}

/** The form holds a radio value; the wire carries `active` as 1 or 0. */
export const TariffStatus = { Active: 'active', NonActive: 'non_active' } as const;
export type TariffStatus = ValueOf<typeof TariffStatus>;
export const TARIFF_STATUSES: readonly TariffStatus[] = Object.values(TariffStatus);

export function tariffStatusToFlag(status: TariffStatus): 0 | 1 {
  return status === TariffStatus.Active ? 1 : 0;
}

export function tariffStatusFromFlag(flag: number | boolean | null | undefined): TariffStatus {
  return flag === 1 || flag === true ? TariffStatus.Active : TariffStatus.NonActive;
}

export const OFFER_TARIFF_STATUS_LABELS: Record<TariffStatus, string> = {
  active: 'Offerte attivabili',
  non_active: 'Offerte non più attivabili',
};

export const OPTION_TARIFF_STATUS_LABELS: Record<TariffStatus, string> = {
  active: 'Opzione attivabili',
  non_active: 'Opzione non più attivabili',
};

/** Form state of a new offer (flags as sent on the wire; priority starts empty). */
export const NEW_OFFER_DEFAULTS = {
  publish: 1,
  display_offers: 1,
  display_home: 0,
  display_slider: 0,
  active: 1,
  free: 1,
  rates_abroad: 1,
  display_roaming: 1,
  price_for: DEFAULT_OFFER_PRICE_FOR,
  priority: '',
} as const;

/** `external_id` of an offer that is not matched to a billing plan. */
export const NO_BILLING_MATCH_ID = -1;
