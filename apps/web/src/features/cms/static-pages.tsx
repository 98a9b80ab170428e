import { staticPageInputSchema, staticPageWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';

/** Static pages of the public site (spec 001 "Static pages"), with their SEO section. */
export const staticPagesPage = defineResourcePage((trpc) => trpc.cms.staticPages)({
  wire: staticPageWire,
  entityType: 'StaticPage',
  columns: [
    { field: 'page_title', titleId: 'cms.staticPages.pageTitle', sortable: true, opensRecord: true },
    { field: 'created_at', titleId: 'cms.staticPages.createdAt', format: 'dateTime', sortable: true },
    { field: 'updated_at', titleId: 'cms.staticPages.editedAt', format: 'dateTime', sortable: true },
  ],
  searchFields: ['page_title', 'url', 'title'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  rowTitle: (row) => row.page_title,
  timestamps: [
    { field: 'created_at', labelId: 'cms.staticPages.createdAt' },
    { field: 'updated_at', labelId: 'cms.staticPages.editedAt' },
  ],
  form: {
    schema: staticPageInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      { kind: 'text', name: 'page_title', labelId: 'cms.staticPages.pageTitle', required: true },
      { kind: 'richText', name: 'content', labelId: 'cms.field.content' },
      [
        { kind: 'text', name: 'title', labelId: 'cms.staticPages.seoTitle' },
        { kind: 'text', name: 'h1', labelId: 'cms.staticPages.h1' },
      ],
      { kind: 'textarea', name: 'description', labelId: 'cms.field.description' },
      { kind: 'text', name: 'keywords', labelId: 'cms.staticPages.keywords' },
      { kind: 'seoUrl', name: 'url', labelId: 'cms.field.url', required: true, from: 'page_title' },
      [
        { kind: 'switch', name: 'dont_index_page', labelId: 'cms.staticPages.dontIndex' },
        { kind: 'switch', name: 'dont_show_sitemap', labelId: 'cms.staticPages.dontShowSitemap' },
      ],
    ],
  },
  texts: {
    addId: 'cms.staticPages.add',
    createTitleId: 'cms.staticPages.create',
    editTitleId: 'cms.staticPages.edit',
    deleteConfirmId: 'cms.staticPages.confirmDelete',
    createErrorId: 'msg.staticPageSaveError',
    loadErrorId: 'msg.staticPageLoadError',
  },
});
