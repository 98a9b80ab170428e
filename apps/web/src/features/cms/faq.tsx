import { categoryInputSchema, faqInputSchema } from '@backoffice/shared';

import { defineResourcePage, resourceScreens } from '../../components/resource';
import { type FaqCategoryRow, type FaqRow, isOn } from './cms-types';

const FAQ_TABS = [
  { path: '/faq', titleId: 'cms.faq.tab.questions' },
  { path: '/faq/categories', titleId: 'cms.faq.tab.categories' },
] as const;

/** Support FAQ questions (spec 001): a list by priority, create and edit on pages. */
export const faqPage = defineResourcePage<FaqRow, typeof faqInputSchema>({
  api: (trpc) => trpc.cms.faq,
  envelope: 'data',
  paths: { list: '/faq', create: '/faq/create', edit: '/faq/edit/:uuid' },
  editor: 'page',
  entityType: 'FaqQuestion',
  deleteAccess: 'superAdmin',
  columns: [
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
    { field: 'question', titleId: 'cms.field.question', sortable: true, opensRecord: true },
    { field: 'category_name', titleId: 'cms.field.category', sortable: true },
  ],
  searchFields: ['question', 'category_name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.question,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  tabs: FAQ_TABS,
  form: {
    schema: faqInputSchema,
    empty: () => ({ question: '', answer: '', priority: '', publish: true, category: '' }),
    fromRow: (row) => ({
      question: row.question,
      answer: row.answer,
      priority: String(row.priority),
      publish: isOn(row.publish),
      category: row.category,
    }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      { kind: 'text', name: 'question', labelId: 'cms.field.question', required: true },
      [
        { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
        {
          kind: 'relation',
          name: 'category',
          labelId: 'cms.field.category',
          required: true,
          options: (trpc) => trpc.cms.faqCategories.list.queryOptions(),
          envelope: 'data',
          optionLabel: (row) => String(row.name),
        },
      ],
      { kind: 'richText', name: 'answer', labelId: 'cms.field.answer', required: true },
    ],
  },
  texts: {
    addId: 'cms.faq.add',
    createTitleId: 'cms.faq.create',
    editTitleId: 'cms.faq.edit',
    deleteConfirmId: 'cms.faq.confirmDelete',
    createErrorId: 'msg.faqCreateErrorPrefix',
  },
});

/** FAQ categories, edited in dialogs (created date, publish, name, priority). */
export const faqCategoriesPage = defineResourcePage<FaqCategoryRow, typeof categoryInputSchema>({
  api: (trpc) => trpc.cms.faqCategories,
  envelope: 'data',
  paths: { list: '/faq/categories' },
  editor: 'dialog',
  deleteAccess: 'superAdmin',
  columns: [
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
    { field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true },
    { field: 'create_at', titleId: 'cms.field.created', format: 'date', sortable: true },
  ],
  searchFields: ['name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  tabs: FAQ_TABS,
  form: {
    schema: categoryInputSchema,
    empty: () => ({ name: '', priority: '', publish: true }),
    fromRow: (row) => ({ name: row.name, priority: String(row.priority), publish: isOn(row.publish) }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      { kind: 'text', name: 'name', labelId: 'cms.field.name', required: true },
      { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
    ],
  },
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
