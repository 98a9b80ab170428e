import { faqInputSchema } from '@backoffice/shared';

import { resourceScreens } from '../../components/resource';
import { type FaqRow } from './cms-types';
import { categoryDialogPage, categoryRelation, questionPage } from './shared-pages';

const FAQ_TABS = [
  { path: '/faq', titleId: 'cms.faq.tab.questions' },
  { path: '/faq/categories', titleId: 'cms.faq.tab.categories' },
] as const;

/** Support FAQ questions (spec 001): a list by priority, create and edit on pages. */
export const faqPage = questionPage<FaqRow, typeof faqInputSchema>({
  api: (trpc) => trpc.cms.faq,
  paths: { list: '/faq', create: '/faq/create', edit: '/faq/edit/:uuid' },
  entityType: 'FaqQuestion',
  tabs: FAQ_TABS,
  schema: faqInputSchema,
  relation: categoryRelation((trpc) => trpc.cms.faqCategories.list.queryOptions()),
  groupColumn: { field: 'category_name', titleId: 'cms.field.category', sortable: true },
  searchFields: ['question', 'category_name'],
});

/** FAQ categories, edited in dialogs (created date, publish, name, priority). */
export const faqCategoriesPage = categoryDialogPage({
  api: (trpc) => trpc.cms.faqCategories,
  path: '/faq/categories',
  tabs: FAQ_TABS,
  texts: {
    addId: 'cms.faqCategory.add',
    createTitleId: 'cms.faqCategory.create',
    editTitleId: 'cms.faqCategory.edit',
    deleteConfirmId: 'cms.faqCategory.confirmDelete',
    createErrorId: 'msg.faqCreateErrorPrefix',
  },
});

export const FaqScreens = resourceScreens(faqPage);
export const FaqCategoryScreens = resourceScreens(faqCategoriesPage);
