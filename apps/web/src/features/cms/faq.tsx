import { faqInputSchema } from '@backoffice/shared';

import { resourceScreens } from '../../components/resource';
import { type FaqRow } from './cms-types';
import { FAQ_CATEGORY_PATHS, FAQ_PATHS } from './paths';
import { categoryDialogPage, categoryRelation, questionPage } from './shared-pages';

const FAQ_TABS = [
  { path: FAQ_PATHS.list, titleId: 'cms.faq.tab.questions' },
  { path: FAQ_CATEGORY_PATHS.list, titleId: 'cms.faq.tab.categories' },
] as const;

/** Support FAQ questions (spec 001): a list by priority, create and edit on pages. */
export const faqPage = questionPage<FaqRow, typeof faqInputSchema>({
  api: (trpc) => trpc.cms.faq,
  paths: FAQ_PATHS,
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
  path: FAQ_CATEGORY_PATHS.list,
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
