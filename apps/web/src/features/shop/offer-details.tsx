import {
  OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS,
  OFFER_DETAIL_ACTIVATION_PRICE_TEXTS,
  OFFER_DETAIL_PRICE_TEXT_LABELS,
  OFFER_DETAIL_PRICE_TEXTS,
  offerDetailFormSchema,
  OfferDetailPriceText,
  offerDetailWire,
} from '@backoffice/shared';

import { defineResourcePage, type ResourceFieldSpec } from '../../components/resource';
import { type AppMessageId } from '../../i18n';
import { UpdateBssOffersButton } from './update-bss-offers-button';

const OTHER = [String(OfferDetailPriceText.Other)];

/** The Italian and the English 'other' text of a price, enabled while its select says Other. */
const otherTexts = (
  select: 'price_for' | 'act_price_for',
  texts: readonly [{ name: string; labelId: AppMessageId }, { name: string; labelId: AppMessageId }],
): ResourceFieldSpec[] =>
  texts.map((text) => ({ kind: 'text', ...text, enabledWhen: { field: select, values: OTHER } }));

/**
 * Offer details (spec 002, 2.3): one per billing plan, made by 'Update BSS offers'; the staff edit
 * the bilingual texts and prices. The four extra texts are enabled only for option 4 and travel as
 * the JSON string other_texts (the form schema joins them).
 */
export const offerDetailsPage = defineResourcePage((trpc) => trpc.shop.offerDetails)({
  wire: offerDetailWire,
  entityType: 'OfferDetail',
  creates: false,
  listActions: () => <UpdateBssOffersButton />,
  columns: [
    { field: 'bss_details_id', titleId: 'shop.detail.bssId', sortable: true },
    { field: 'bss_details_title', titleId: 'shop.detail.bssTitle', sortable: true, opensRecord: true },
    { field: 'bss_details_renewal_price', titleId: 'shop.detail.renewalPrice', format: 'money' },
    { field: 'name_it', titleId: 'shop.detail.nameIt', sortable: true },
    { field: 'price_eur', titleId: 'shop.detail.priceEur', format: 'money' },
  ],
  searchFields: ['bss_details_title', 'name_it', 'name_en'],
  defaultSort: { field: 'bss_details_id', direction: 'asc' },
  rowTitle: (row) => `${row.bss_details_id} · ${row.bss_details_title}`,
  form: {
    schema: offerDetailFormSchema,
    defaults: () => ({ price_for: '1', act_price_for: '1' }),
    fields: [
      [
        { kind: 'text', name: 'name_it', labelId: 'shop.detail.nameIt' },
        { kind: 'text', name: 'name_en', labelId: 'shop.detail.nameEn' },
      ],
      [
        { kind: 'text', name: 'price_eur', labelId: 'shop.detail.priceEur' },
        {
          kind: 'select',
          name: 'price_for',
          labelId: 'shop.detail.priceFor',
          options: OFFER_DETAIL_PRICE_TEXTS.map((value) => ({
            value: String(value),
            label: OFFER_DETAIL_PRICE_TEXT_LABELS[value],
          })),
        },
      ],
      otherTexts('price_for', [
        { name: 'other_text_one_it', labelId: 'shop.detail.otherTextOneIt' },
        { name: 'other_text_one_en', labelId: 'shop.detail.otherTextOneEn' },
      ]),
      [
        { kind: 'text', name: 'act_price_eur', labelId: 'shop.detail.actPriceEur' },
        {
          kind: 'select',
          name: 'act_price_for',
          labelId: 'shop.detail.actPriceFor',
          options: OFFER_DETAIL_ACTIVATION_PRICE_TEXTS.map((value) => ({
            value: String(value),
            label: OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS[value],
          })),
        },
      ],
      otherTexts('act_price_for', [
        { name: 'other_text_two_it', labelId: 'shop.detail.otherTextTwoIt' },
        { name: 'other_text_two_en', labelId: 'shop.detail.otherTextTwoEn' },
      ]),
    ],
  },
  texts: {
    addId: 'shop.detail.list',
    createTitleId: 'shop.detail.edit',
    editTitleId: 'shop.detail.edit',
  },
});
