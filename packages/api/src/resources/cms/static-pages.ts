import { staticPageInputSchema, staticPageRowSchema, staticPageWire } from '@backoffice/shared';

import { flag, id, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Static pages of the public site (spec 001 "Static pages"); the read is a GET with ?uuid=. */
export const staticPages = defineResource({
  model: 'staticPage',
  label: 'Static page',
  audit: 'cms.static-page',
  tag: 'static-pages',
  row: staticPageRowSchema,
  columns: {
    uuid: id(),
    publish: flag('publish'),
    page_title: text('pageTitle'),
    content: richText('content'),
    title: text('title'),
    description: text('description'),
    keywords: text('keywords'),
    url: text('url'),
    h1: text('h1'),
    dont_index_page: flag('dontIndexPage'),
    dont_show_sitemap: flag('dontShowOnSitemap'),
    created_at: timestamp('createdAt'),
    updated_at: timestamp('updatedAt'),
  },
  orderBy: [{ createdAt: 'desc' }],
  uniqueConflict: 'Another static page already uses this URL',
  wire: staticPageWire,
  operations: {
    list: { path: '/api/admin/get-static-pages' },
    get: { method: 'GET', path: '/api/admin/get-static-page' },
    create: { path: '/api/admin/create-static-page', input: staticPageInputSchema },
    update: { path: '/api/admin/update-static-page', input: staticPageInputSchema },
    publish: { path: '/api/admin/update-static-page-publish' },
    delete: { path: '/api/admin/delete-static-page' },
  },
});
