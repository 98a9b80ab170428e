import { useQuery } from '@tanstack/react-query';

import {
  BOX_COLORS,
  type BoxColor,
  type BoxStyleRow,
  NEW_OFFER_DEFAULTS,
  NO_BILLING_MATCH_ID,
  OFFER_DESIGNS,
  OFFER_PRICE_FORS,
  OFFER_TARIFF_STATUS_LABELS,
  OfferPriceFor,
  offerInputSchema,
  offerWire,
} from '@backoffice/shared';

import { defineResourcePage, isOn, valueOptions } from '../../components/resource';
import { type ResourceFieldSpec } from '../../components/resource/resource-definition';
import { useTRPC } from '../../lib/trpc';
import {
  BillingPlanMatch,
  BoxStyleFields,
  OfferCategoriesField,
  OfferImageField,
  type OfferImageName,
  SliderPosition,
} from './offer-form-blocks';
import { OFFER_TABS } from './offer-categories';
import { UpdateBssOffersButton } from './update-bss-offers-button';
import { seoFields, tariffFields, tariffStatusColumn } from './shop-fields';

/** The list's category cell: the names of the offer's categories (the list of categories is cached). */
function CategoryNames({ ids }: { ids: string }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.shop.offerCategories.list.queryOptions());
  const wanted = ids.split(',').filter(Boolean);
  const names = (categories.data?.data ?? [])
    .filter((category) => wanted.includes(category.uuid))
    .map((category) => category.name);
  return <>{names.join(', ')}</>;
}

type BoxStyleValue = { color: BoxColor | ''; bold: boolean };

const noStyle = (): BoxStyleValue => ({ color: '', bold: false });
/** A row's box style as the form holds it; a colour the form does not offer reads as none. */
const styleOf = (style: BoxStyleRow): BoxStyleValue => ({
  color: BOX_COLORS.find((color) => color === style.color) ?? '',
  bold: isOn(style.bold),
});

type StyledLabelId =
  | 'shop.offer.free'
  | 'shop.offer.intMin'
  | 'shop.offer.ratesAbroad'
  | 'shop.offer.additionalData'
  | 'shop.offer.additionalDataTwo'
  | 'shop.offer.additionalDataThree';

/** A field, then its box style's colour and bold (`<name>_style`) under it. */
const styled = (field: ResourceFieldSpec & { labelId: StyledLabelId }): ResourceFieldSpec[] => [
  field,
  {
    kind: 'custom',
    name: `${field.name}_style`,
    labelId: field.labelId,
    render: (form) => <BoxStyleFields form={form} name={field.name} labelId={field.labelId} />,
  },
];

const image = (name: OfferImageName): ResourceFieldSpec => ({
  kind: 'custom',
  name,
  labelId: 'shop.offer.images',
  render: (form) => <OfferImageField form={form} name={name} />,
});

/**
 * Offers (spec 002, 2.1): the list by priority with 'Update BSS offers', and one long form on a page
 * with the spec's defaults for a new offer; the billing plan is matched by the server (the snapshot
 * shown here is read-only). Administrators only; delete for the super administrator.
 */
export const offersPage = defineResourcePage((trpc) => trpc.shop.offers)({
  wire: offerWire,
  entityType: 'Offer',
  listActions: () => <UpdateBssOffersButton />,
  tabs: OFFER_TABS,
  formTabs: true,
  columns: [
    { field: 'priority', titleId: 'shop.field.sorting', sortable: true },
    { field: 'name', titleId: 'shop.field.name', sortable: true, opensRecord: true },
    {
      field: 'category',
      titleId: 'shop.field.category',
      render: (row) => <CategoryNames ids={row.category} />,
    },
    tariffStatusColumn(OFFER_TARIFF_STATUS_LABELS),
    { field: 'price', titleId: 'shop.field.price', format: 'money', sortable: true },
    { field: 'data', titleId: 'shop.offer.dataGb' },
  ],
  searchFields: ['name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'shop.field.created' }],
  form: {
    schema: offerInputSchema,
    // The spec's defaults for a new offer (NEW_OFFER_DEFAULTS), and the box styles as the custom fields edit them.
    defaults: () => ({
      priority: NEW_OFFER_DEFAULTS.priority,
      publish: true,
      category: [],
      price_for: NEW_OFFER_DEFAULTS.price_for,
      additional_data_style: noStyle(),
      additional_data_two_style: noStyle(),
      additional_data_three_style: noStyle(),
      int_min_style: noStyle(),
      rates_abroad: Boolean(NEW_OFFER_DEFAULTS.rates_abroad),
      rates_abroad_style: noStyle(),
      free: Boolean(NEW_OFFER_DEFAULTS.free),
      free_style: noStyle(),
      display_roaming: Boolean(NEW_OFFER_DEFAULTS.display_roaming),
      display_offers: Boolean(NEW_OFFER_DEFAULTS.display_offers),
      display_home: Boolean(NEW_OFFER_DEFAULTS.display_home),
      display_slider: Boolean(NEW_OFFER_DEFAULTS.display_slider),
      active: NEW_OFFER_DEFAULTS.active === 1 ? ('1' as const) : ('0' as const),
      external_id: String(NO_BILLING_MATCH_ID),
    }),
    fromRow: (row) => ({
      category: row.category.split(',').filter(Boolean),
      additional_data_style: styleOf(row.additional_data_style),
      additional_data_two_style: styleOf(row.additional_data_two_style),
      additional_data_three_style: styleOf(row.additional_data_three_style),
      int_min_style: styleOf(row.int_min_style),
      rates_abroad_style: styleOf(row.rates_abroad_style),
      free_style: styleOf(row.free_style),
      external_id: String(row.external_id),
    }),
    // The images and their alternative texts, which the image fields (custom) edit.
    textKeys: [
      'photo_list',
      'alt_list',
      'photo_slide',
      'alt_slide',
      'photo_slide_lg',
      'alt_slide_lg',
      'photo_slide_m',
      'alt_slide_m',
    ],
    fields: {
      sections: [
        {
          id: 'basics',
          titleId: 'shop.offer.section.basics',
          fields: [
            { kind: 'switch', name: 'publish', labelId: 'shop.field.publish' },
            [
              { kind: 'text', name: 'name', labelId: 'shop.field.name', required: true },
              { kind: 'number', name: 'priority', labelId: 'shop.field.priority', required: true },
            ],
            {
              kind: 'custom',
              name: 'category',
              labelId: 'shop.field.categories',
              render: (form) => <OfferCategoriesField form={form} />,
            },
          ],
        },
        {
          id: 'price',
          titleId: 'shop.offer.section.price',
          fields: [
            [
              { kind: 'text', name: 'price', labelId: 'shop.field.priceEur', required: true },
              {
                kind: 'select',
                name: 'price_for',
                labelId: 'shop.offer.priceFor',
                options: valueOptions(OFFER_PRICE_FORS),
              },
              {
                kind: 'text',
                name: 'other_text',
                labelId: 'shop.offer.otherText',
                enabledWhen: { field: 'price_for', values: [OfferPriceFor.Other] },
              },
            ],
            [
              { kind: 'text', name: 'data', labelId: 'shop.offer.dataGb' },
              { kind: 'text', name: 'sms', labelId: 'shop.offer.sms' },
              { kind: 'text', name: 'min', labelId: 'shop.offer.minutes' },
            ],
            ...styled({ kind: 'switch', name: 'free', labelId: 'shop.offer.free' }),
            ...styled({ kind: 'richText', name: 'additional_data', labelId: 'shop.offer.additionalData' }),
            ...styled({
              kind: 'richText',
              name: 'additional_data_two',
              labelId: 'shop.offer.additionalDataTwo',
            }),
            ...styled({
              kind: 'richText',
              name: 'additional_data_three',
              labelId: 'shop.offer.additionalDataThree',
            }),
            ...styled({ kind: 'text', name: 'int_min', labelId: 'shop.offer.intMin' }),
            ...styled({ kind: 'switch', name: 'rates_abroad', labelId: 'shop.offer.ratesAbroad' }),
            [
              { kind: 'textarea', name: 'countries', labelId: 'shop.offer.countries' },
              { kind: 'textarea', name: 'activation_info', labelId: 'shop.offer.activationInfo' },
            ],
            { kind: 'switch', name: 'display_roaming', labelId: 'shop.offer.displayRoaming' },
          ],
        },
        {
          id: 'texts',
          titleId: 'shop.offer.section.texts',
          fields: [
            { kind: 'richText', name: 'overview', labelId: 'shop.field.overview' },
            { kind: 'richText', name: 'note', labelId: 'shop.field.note' },
          ],
        },
        {
          id: 'display',
          titleId: 'shop.offer.section.display',
          fields: [
            {
              kind: 'select',
              name: 'design',
              labelId: 'shop.offer.design',
              required: true,
              options: valueOptions(OFFER_DESIGNS),
            },
            [image('photo_list'), image('photo_slide_lg')],
            [image('photo_slide'), image('photo_slide_m')],
            [
              { kind: 'switch', name: 'display_offers', labelId: 'shop.offer.displayOffers' },
              { kind: 'switch', name: 'display_home', labelId: 'shop.offer.displayHome' },
              { kind: 'switch', name: 'display_slider', labelId: 'shop.offer.displaySlider' },
            ],
            {
              kind: 'custom',
              name: 'slider_sort',
              labelId: 'shop.offer.sliderPosition',
              only: 'edit',
              render: (form) => <SliderPosition form={form} />,
            },
          ],
        },
        {
          id: 'tariff',
          titleId: 'shop.offer.section.tariff',
          fields: tariffFields(OFFER_TARIFF_STATUS_LABELS, 'offers'),
        },
        {
          id: 'billing',
          titleId: 'shop.offer.section.billing',
          fields: [
            {
              kind: 'custom',
              name: 'external_id',
              labelId: 'shop.offer.matching',
              render: (form) => <BillingPlanMatch form={form} />,
            },
          ],
        },
        {
          id: 'seo',
          titleId: 'shop.offer.section.seo',
          fields: seoFields({ title: 'title', keywords: 'keywords', description: 'description', url: 'url' }),
        },
      ],
    },
  },
  texts: {
    addId: 'shop.offer.add',
    createTitleId: 'shop.offer.create',
    editTitleId: 'shop.offer.edit',
    deleteConfirmId: 'shop.offer.confirmDelete',
    emptyId: 'shop.offer.empty',
  },
});
