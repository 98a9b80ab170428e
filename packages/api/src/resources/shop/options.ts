import { optionInputSchema, optionRowSchema, optionWire, seoUrlFromName } from '@backoffice/shared';

import { decimal, flag, id, integer, richText, text, timestamp } from '../columns';
import { defineResource, refuseWhileUsed } from '../define-resource';

/** Extras and services (spec 002, 2.4): one form with type, period and measure, two PDFs and SEO. */
export const options = defineResource({
  model: 'option',
  label: 'Option',
  audit: 'shop.option',
  tag: 'options',
  row: optionRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    priority: integer('priority'),
    publish: flag('publish'),
    type: text('type'),
    price: decimal('price'),
    period: text('period'),
    value: text('value'),
    measure: text('measure'),
    connect: text('connect'),
    link_for_button: text('linkForButton'),
    limits: text('limits'),
    overview: richText('overview'),
    note: richText('note'),
    bss: text('bss'),
    seo_title: text('seoTitle'),
    seo_description: text('seoDescription'),
    seo_keywords: text('seoKeywords'),
    seo_url: text('seoUrl'),
    active: flag('active'),
    tariff_overview: text('tariffOverview'),
    prospects_info: text('prospectsInfo'),
    contract: text('contract'),
    create_at: timestamp('createdAt'),
  },
  files: { prospects_info: ['pdf'], contract: ['pdf'] },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  // An SEO url left empty is generated from the name (spec 5).
  nestedData: (input) => (input.seo_url ? {} : { seoUrl: seoUrlFromName(String(input.name)) || null }),
  uniqueConflict: 'Another option already uses this SEO URL',
  wire: optionWire,
  operations: {
    list: { path: '/api/shop/options/get-options' },
    get: { method: 'POST', path: '/api/shop/options/get-option-by' },
    create: { path: '/api/shop/options/create-option', input: optionInputSchema },
    update: { path: '/api/shop/options/change-option-info', input: optionInputSchema },
    publish: { path: '/api/shop/options/change-option-publish' },
    delete: {
      path: '/api/shop/options/delete-option',
      guard: refuseWhileUsed(
        (db, optionId) => db.orderProductOption.count({ where: { optionId } }),
        (count) => `This option is in ${count} order line(s); unpublish it instead`,
      ),
    },
  },
});
