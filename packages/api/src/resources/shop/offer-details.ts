import { offerDetailInputSchema, offerDetailRowSchema, offerDetailWire } from '@backoffice/shared';

import { flag, id, integer, optionalDecimal, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/**
 * Offer details (spec 002, 2.3): the bilingual display texts and prices of a billing plan. The BSS
 * refresh (routers/shop/bss) creates them; the staff list, publish and edit them. `other_texts` is
 * one JSON string on the wire, stored as the four text columns.
 */
export const offerDetails = defineResource({
  model: 'offerDetail',
  label: 'Offer detail',
  audit: 'shop.offer-detail',
  tag: 'offer-details',
  row: offerDetailRowSchema,
  columns: {
    uuid: id(),
    publish: flag('publish'),
    bss_details_id: integer('bssDetailsId'),
    bss_details_title: text('bssDetailsTitle'),
    bss_details_renewal_price: optionalDecimal('bssDetailsRenewalPrice'),
    bss_details_activation_price: optionalDecimal('bssDetailsActivationPrice'),
    name_it: text('nameIt'),
    name_en: text('nameEn'),
    price_eur: optionalDecimal('priceEur'),
    act_price_eur: optionalDecimal('actPriceEur'),
    price_for: integer('priceFor'),
    act_price_for: integer('actPriceFor'),
    other_text_one_it: text('otherTextOneIt'),
    other_text_one_en: text('otherTextOneEn'),
    other_text_two_it: text('otherTextTwoIt'),
    other_text_two_en: text('otherTextTwoEn'),
    create_at: timestamp('createdAt'),
  },
  orderBy: [{ bssDetailsId: 'asc' }],
  // Read-only BSS columns are never written by the edit call: only the inputs below are.
  nestedData: (input) => {
    const texts = input.other_texts as Record<string, string>;
    return {
      otherTextOneIt: texts.other_text_one_it,
      otherTextOneEn: texts.other_text_one_en,
      otherTextTwoIt: texts.other_text_two_it,
      otherTextTwoEn: texts.other_text_two_en,
    };
  },
  wire: offerDetailWire,
  operations: {
    list: { path: '/api/admin/offer-details/get-list' },
    get: { method: 'POST', path: '/api/admin/offer-details/get-offer' },
    update: { path: '/api/admin/offer-details/edit', input: offerDetailInputSchema },
    publish: { path: '/api/admin/offer-details/change-publish' },
  },
});
