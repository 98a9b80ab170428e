import { offerCategoryInputSchema, offerCategoryWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';
import { OFFER_CATEGORY_PATHS, OFFER_PATHS } from './paths';

export const OFFER_TABS = [
  { path: OFFER_PATHS.list, titleId: 'shop.tab.offers' },
  { path: OFFER_CATEGORY_PATHS.list, titleId: 'shop.tab.categories' },
] as const;

/** Offer categories (spec 002, 2.2): dialogs, sorted by priority; delete for the super administrator. */
export const offerCategoriesPage = defineResourcePage((trpc) => trpc.shop.offerCategories)({
  wire: offerCategoryWire,
  entityType: 'OfferCategory',
  columns: [
    { field: 'priority', titleId: 'shop.field.sorting', sortable: true },
    { field: 'name', titleId: 'shop.field.category', sortable: true, opensRecord: true },
  ],
  searchFields: ['name', 'url'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'shop.field.created' }],
  tabs: OFFER_TABS,
  form: {
    schema: offerCategoryInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'shop.field.publish' },
      { kind: 'text', name: 'name', labelId: 'shop.field.name', required: true },
      { kind: 'number', name: 'priority', labelId: 'shop.field.priority', required: true },
      { kind: 'text', name: 'title', labelId: 'shop.field.seoTitle' },
      { kind: 'textarea', name: 'description', labelId: 'shop.field.seoDescription' },
      { kind: 'text', name: 'keywords', labelId: 'shop.field.seoKeywords' },
      { kind: 'seoUrl', name: 'url', labelId: 'shop.field.seoUrl', from: 'name' },
      { kind: 'text', name: 'h1', labelId: 'shop.field.h1' },
    ],
  },
  texts: {
    addId: 'shop.category.add',
    createTitleId: 'shop.category.create',
    editTitleId: 'shop.category.edit',
    deleteConfirmId: 'shop.category.confirmDelete',
  },
});
