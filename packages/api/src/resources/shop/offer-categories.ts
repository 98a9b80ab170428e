import {
  offerCategoryInputSchema,
  offerCategoryRowSchema,
  offerCategoryWire,
  seoUrlFromName,
} from '@backoffice/shared';

import { flag, id, integer, text, timestamp } from '../columns';
import { defineResource, refuseWhileUsed } from '../define-resource';

/** Offer categories (spec 002, 2.2): dialogs sorted by priority; a category offers use cannot be deleted. */
export const offerCategories = defineResource({
  model: 'offerCategory',
  label: 'Offer category',
  audit: 'shop.offer-category',
  tag: 'offer-categories',
  row: offerCategoryRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    priority: integer('priority'),
    publish: flag('publish'),
    title: text('title'),
    description: text('description'),
    keywords: text('keywords'),
    url: text('url'),
    h1: text('h1'),
    create_at: timestamp('createdAt'),
  },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  // An url left empty is generated from the name, as the form does.
  nestedData: (input) => (input.url ? {} : { url: seoUrlFromName(String(input.name)) || null }),
  uniqueConflict: 'Another offer category already uses this URL',
  wire: offerCategoryWire,
  operations: {
    list: { path: '/api/admin/get-offer-categories' },
    get: {
      method: 'POST',
      path: '/api/admin/get-offer-category-by',
    },
    create: { path: '/api/admin/offer-create-category', input: offerCategoryInputSchema },
    update: { path: '/api/admin/change-offer-category-info', input: offerCategoryInputSchema },
    publish: { path: '/api/admin/change-offer-category-publish' },
    delete: {
      path: '/api/admin/delete-offer-category',
      guard: refuseWhileUsed(
        (db, categoryId) => db.offerCategoryOffer.count({ where: { categoryId } }),
        (count) => `This category is used by ${count} offer(s); remove it from them first`,
      ),
    },
  },
});
