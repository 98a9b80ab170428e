import { faqUrlGroupInputSchema, faqUrlGroupWire, pageFaqInputSchema, pageFaqWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';
import { PAGE_FAQ_PATHS, PAGE_FAQ_URL_PATHS } from './paths';
import { QUESTION_COLUMNS, questionPageParts } from './shared-pages';

const PAGE_FAQ_TABS = [
  { path: PAGE_FAQ_PATHS.list, titleId: 'cms.pageFaq.tab.questions' },
  { path: PAGE_FAQ_URL_PATHS.list, titleId: 'cms.pageFaq.tab.urls' },
] as const;

/** Page-specific FAQ questions: like the support FAQ, with a URL group instead of a category. */
export const pageFaqPage = defineResourcePage((trpc) => trpc.cms.pageFaq)({
  ...questionPageParts({
    wire: pageFaqWire,
    entityType: 'PageFaqQuestion',
    tabs: PAGE_FAQ_TABS,
    schema: pageFaqInputSchema,
    relation: {
      kind: 'relation',
      name: 'url',
      labelId: 'cms.pageFaq.urlGroup',
      required: true,
      options: (trpc) => trpc.cms.pageFaqUrls.list.queryOptions(),
      envelope: faqUrlGroupWire.list.envelope,
      optionLabel: (row) => `${String(row.name)} (${String(row.url)})`,
    },
  }),
  columns: [...QUESTION_COLUMNS, { field: 'url_value', titleId: 'cms.field.url', sortable: true }],
  searchFields: ['question', 'url_value', 'url_name'],
});

/** URL groups of the page-specific FAQ, edited in dialogs (publish, name, URL, priority). */
export const pageFaqUrlsPage = defineResourcePage((trpc) => trpc.cms.pageFaqUrls)({
  wire: faqUrlGroupWire,
  entityType: 'PageFaqUrlGroup',
  columns: [
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
    { field: 'url', titleId: 'cms.field.url', sortable: true },
    { field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true },
  ],
  searchFields: ['name', 'url'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  tabs: PAGE_FAQ_TABS,
  form: {
    schema: faqUrlGroupInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      { kind: 'text', name: 'name', labelId: 'cms.field.name', required: true },
      { kind: 'text', name: 'url', labelId: 'cms.field.url', required: true },
      { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
    ],
  },
  texts: {
    addId: 'cms.pageFaqUrl.add',
    createTitleId: 'cms.pageFaqUrl.create',
    editTitleId: 'cms.pageFaqUrl.edit',
    deleteConfirmId: 'cms.pageFaqUrl.confirmDelete',
    createErrorId: 'msg.faqCreateErrorPrefix',
  },
});
