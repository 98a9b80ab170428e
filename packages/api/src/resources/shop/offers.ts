import { randomUUID } from 'node:crypto';

import {
  type BoxStyleRow,
  NO_BILLING_MATCH_ID,
  offerInputSchema,
  OfferPriceFor,
  offerRowSchema,
  offerWire,
  seoUrlFromName,
} from '@backoffice/shared';

import { badRequest } from '../../errors';
import { type Column, decimal, flag, id, integer, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';
import { billingMatchData } from './offers-billing';

/** A box style kept in a colour column and a bold column, one `{ color, bold }` on the wire. */
const boxStyle = <const C extends string>(colorField: C, boldField: string): Column<BoxStyleRow, C> => ({
  field: colorField,
  read: (color, record) => ({
    color: typeof color === 'string' ? color : '',
    bold: record[boldField] ? 1 : 0,
  }),
  writeFields: (input: { color: string; bold: 0 | 1 }) => ({
    [colorField]: input.color,
    [boldField]: input.bold === 1,
  }),
});

/** The categories relation, as the contract's comma-joined uuids. */
const categoryIds: Column<string, 'categories'> = {
  field: 'categories',
  read: (stored) =>
    ((stored as { categoryId: string }[] | undefined) ?? []).map((link) => link.categoryId).join(','),
};

/** `external_id`: the matched plan's ID, -1 when none. Written with its snapshot by `prepareWrite`. */
const externalId: Column<number, 'externalId'> = {
  field: 'externalId',
  read: (stored) => (typeof stored === 'number' ? stored : NO_BILLING_MATCH_ID),
};

/** `external_data`: the plan snapshot as JSON text, '' when none. */
const externalData: Column<string, 'externalData'> = {
  field: 'externalData',
  read: (stored) => (stored === null || stored === undefined ? '' : JSON.stringify(stored)),
};

/** An activation price of the snapshot (euros, a JSON number of at most two decimals) as decimal text. */
const snapshotPrice = (path: string): Column<string | null, `externalData.ActivationPrices.${string}`> => ({
  field: `externalData.ActivationPrices.${path}`,
  read: (stored) => (typeof stored === 'number' ? stored.toFixed(2) : null),
});

const optionalTimestamp = <const F extends string>(field: F): Column<string | null, F> => ({
  field,
  read: (stored) => (stored instanceof Date ? stored.toISOString() : null),
});

/**
 * Offers (spec 002, 2.1): administrators only, delete for the super administrator. Categories are the
 * OfferCategoryOffer relation (comma-joined uuids on the wire); the billing match is checked against
 * the BSS on save (offers-billing.ts). Deleting an offer leaves order lines their own copy of its
 * name, price and plan (the relation is set to null).
 */
export const offers = defineResource({
  model: 'offer',
  label: 'Offer',
  audit: 'shop.offer',
  tag: 'offers',
  row: offerRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    priority: integer('priority'),
    publish: flag('publish'),
    category: categoryIds,
    price: decimal('price'),
    price_for: text('priceFor'),
    other_text: text('otherText'),
    data: text('dataGb'),
    sms: text('sms'),
    min: text('minutes'),
    additional_data: richText('additionalData'),
    additional_data_style: boxStyle('additionalDataColor', 'additionalDataBold'),
    additional_data_two: richText('additionalDataTwo'),
    additional_data_two_style: boxStyle('additionalDataTwoColor', 'additionalDataTwoBold'),
    additional_data_three: richText('additionalDataThree'),
    additional_data_three_style: boxStyle('additionalDataThreeColor', 'additionalDataThreeBold'),
    int_min: text('intMin'),
    int_min_style: boxStyle('intMinColor', 'intMinBold'),
    countries: text('countries'),
    rates_abroad: flag('ratesAbroad'),
    rates_abroad_style: boxStyle('ratesAbroadColor', 'ratesAbroadBold'),
    free: flag('free'),
    free_style: boxStyle('freeColor', 'freeBold'),
    activation_info: text('activationInfo'),
    display_roaming: flag('displayRoaming'),
    overview: richText('overview'),
    note: richText('note'),
    design: text('design'),
    photo_list: text('photoList'),
    alt_list: text('altList'),
    photo_slide: text('photoSlide'),
    alt_slide: text('altSlide'),
    photo_slide_lg: text('photoSlideLg'),
    alt_slide_lg: text('altSlideLg'),
    photo_slide_m: text('photoSlideM'),
    alt_slide_m: text('altSlideM'),
    display_offers: flag('displayOffers'),
    display_home: flag('displayHome'),
    display_slider: flag('displaySlider'),
    // Read here, changed by the slider's own call (change-offer-sort).
    slider_sort: { field: 'sliderSort', read: (stored) => Number(stored ?? 0) },
    active: flag('active'),
    tariff_overview: text('tariffOverview'),
    prospects_info: text('prospectsInfo'),
    contract: text('contract'),
    title: text('seoTitle'),
    description: text('seoDescription'),
    keywords: text('seoKeywords'),
    url: text('url'),
    external_id: externalId,
    external_data: externalData,
    price_vodafone: snapshotPrice('FirstNetwork'),
    price_others: snapshotPrice('OtherNetworks'),
    bss_plan_withdrawn_at: optionalTimestamp('bssPlanWithdrawnAt'),
    create_at: timestamp('createdAt'),
  },
  include: { categories: { orderBy: [{ createdAt: 'asc' }, { categoryId: 'asc' }] } },
  files: {
    photo_list: ['image'],
    photo_slide: ['image'],
    photo_slide_lg: ['image'],
    photo_slide_m: ['image'],
    prospects_info: ['pdf'],
    contract: ['pdf'],
  },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  nestedData: (input, mode) => {
    const links = (input.category as string[]).map((categoryId) => ({ categoryId }));
    return {
      // An url left empty is generated from the name (spec 5); a name with no Latin letters still gets one.
      ...(input.url
        ? {}
        : { url: seoUrlFromName(String(input.name)) || `offer-${randomUUID().slice(0, 8)}` }),
      otherText: input.price_for === OfferPriceFor.Other ? input.other_text : '',
      categories: mode === 'create' ? { create: links } : { deleteMany: {}, create: links },
    };
  },
  prepareWrite: async (ctx, input, offerId) => {
    const wanted = input.category as string[];
    const known = await ctx.prisma.offerCategory.findMany({
      where: { id: { in: wanted } },
      select: { id: true },
    });
    const unknown = wanted.filter((categoryId) => !known.some((category) => category.id === categoryId));
    if (unknown.length > 0) throw badRequest(`category: unknown offer category ${unknown.join(', ')}`);
    return billingMatchData(ctx, input.external_id as number, offerId);
  },
  uniqueConflict: 'Another offer already uses this URL',
  wire: offerWire,
  operations: {
    list: { path: '/api/shop/offer/get-offers' },
    get: { method: 'POST', path: '/api/shop/offer/get-offer-by' },
    // The billing system's plan is read on each write (an unreachable billing system answers 502/503).
    create: { path: '/api/shop/offer/offer-create', input: offerInputSchema, errors: ['BAD_GATEWAY'] },
    update: { path: '/api/shop/offer/offer-change', input: offerInputSchema, errors: ['BAD_GATEWAY'] },
    publish: { path: '/api/shop/offer/change-offer-publish' },
    delete: { path: '/api/shop/offer/delete-offer' },
  },
});
