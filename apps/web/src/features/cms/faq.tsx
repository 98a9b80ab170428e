import { faqInputSchema, faqWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';
import { FAQ_CATEGORY_PATHS, FAQ_PATHS } from './paths';
import { categoryDialogPage, categoryRelation, QUESTION_COLUMNS, questionPageParts } from './shared-pages';

const FAQ_TABS = [
  { path: FAQ_PATHS.list, titleId: 'cms.faq.tab.questions' },
  { path: FAQ_CATEGORY_PATHS.list, titleId: 'cms.faq.tab.categories' },
] as const;

/** Support FAQ questions (spec 001): a list by priority, create and edit on pages. */
export const faqPage = defineResourcePage((trpc) => trpc.cms.faq)({
  ...questionPageParts({
    wire: faqWire,
    entityType: 'FaqQuestion',
    tabs: FAQ_TABS,
    schema: faqInputSchema,
    relation: categoryRelation((trpc) => trpc.cms.faqCategories.list.queryOptions()),
  }),
  columns: [...QUESTION_COLUMNS, { field: 'category_name', titleId: 'cms.field.category', sortable: true }],
  searchFields: ['question', 'category_name'],
});

/** FAQ categories, edited in dialogs (created date, publish, name, priority). */
export const faqCategoriesPage = categoryDialogPage({
  api: (trpc) => trpc.cms.faqCategories,
  entityType: 'FaqCategory',
  tabs: FAQ_TABS,
  texts: {
    addId: 'cms.faqCategory.add',
    createTitleId: 'cms.faqCategory.create',
    editTitleId: 'cms.faqCategory.edit',
    deleteConfirmId: 'cms.faqCategory.confirmDelete',
    createErrorId: 'msg.faqCreateErrorPrefix',
  },
});
