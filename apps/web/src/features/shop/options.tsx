import {
  OPTION_MEASURES,
  OPTION_PERIODS,
  OPTION_TARIFF_STATUS_LABELS,
  optionInputSchema,
  OptionType,
  optionWire,
} from '@backoffice/shared';

import { defineResourcePage, valueOptions } from '../../components/resource';
import { seoFields, tariffFields, tariffStatusColumn } from './shop-fields';

/** Extras and services (spec 002, 2.4): the list by sorting and one form on a page. */
export const optionsPage = defineResourcePage((trpc) => trpc.shop.options)({
  wire: optionWire,
  entityType: 'Option',
  columns: [
    { field: 'priority', titleId: 'shop.field.sorting', sortable: true },
    { field: 'name', titleId: 'shop.field.name', sortable: true, opensRecord: true },
    { field: 'type', titleId: 'shop.field.type', sortable: true },
    tariffStatusColumn(OPTION_TARIFF_STATUS_LABELS),
    { field: 'price', titleId: 'shop.field.price', format: 'money' },
  ],
  searchFields: ['name', 'type'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'shop.field.created' }],
  form: {
    schema: optionInputSchema,
    defaults: () => ({ publish: true, type: OptionType.Extra, active: '1' as const }),
    fields: [
      [
        { kind: 'switch', name: 'publish', labelId: 'shop.field.publish' },
        {
          kind: 'radio',
          name: 'type',
          labelId: 'shop.field.type',
          options: [
            { value: OptionType.Extra, labelId: 'shop.option.type.extra' },
            { value: OptionType.Service, labelId: 'shop.option.type.service' },
          ],
        },
      ],
      [
        { kind: 'text', name: 'name', labelId: 'shop.field.name', required: true },
        { kind: 'number', name: 'priority', labelId: 'shop.field.sorting', required: true },
      ],
      [
        { kind: 'text', name: 'price', labelId: 'shop.field.priceEur', required: true },
        {
          kind: 'select',
          name: 'period',
          labelId: 'shop.field.period',
          options: valueOptions(OPTION_PERIODS),
        },
        { kind: 'text', name: 'value', labelId: 'shop.field.value' },
      ],
      [
        {
          kind: 'select',
          name: 'measure',
          labelId: 'shop.field.measure',
          options: valueOptions(OPTION_MEASURES),
        },
        { kind: 'text', name: 'bss', labelId: 'shop.field.bss' },
      ],
      [
        { kind: 'text', name: 'connect', labelId: 'shop.field.connect' },
        { kind: 'text', name: 'link_for_button', labelId: 'shop.field.linkForButton' },
      ],
      { kind: 'textarea', name: 'limits', labelId: 'shop.field.limits' },
      { kind: 'richText', name: 'overview', labelId: 'shop.field.overview' },
      { kind: 'richText', name: 'note', labelId: 'shop.field.note' },
      ...tariffFields(OPTION_TARIFF_STATUS_LABELS, 'options'),
      ...seoFields({
        title: 'seo_title',
        keywords: 'seo_keywords',
        description: 'seo_description',
        url: 'seo_url',
      }),
    ],
  },
  texts: {
    addId: 'shop.option.add',
    createTitleId: 'shop.option.create',
    editTitleId: 'shop.option.edit',
    deleteConfirmId: 'shop.option.confirmDelete',
  },
});
