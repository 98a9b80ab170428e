import { blogInputSchema, blogRowSchema, blogWire, seoUrlFromName } from '@backoffice/shared';

import { calendarDate, flag, id, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Blog posts (spec 001 "Blog"): the edit screen reads one by `blog_uuid`, the other calls by `uuid`. */
export const blog = defineResource({
  model: 'blogPost',
  label: 'Blog post',
  audit: 'cms.blog',
  tag: 'blog',
  row: blogRowSchema,
  columns: {
    uuid: id(),
    title: text('title'),
    date: calendarDate('date'),
    publish: flag('publish'),
    image1: text('image1'),
    alt1: text('alt1'),
    image2: text('image2'),
    alt2: text('alt2'),
    card_design: text('cardDesign'),
    content: richText('content'),
    seo_description: text('seoDescription'),
    seo_keywords: text('seoKeywords'),
    seo_url: text('seoUrl'),
    create_at: timestamp('createdAt'),
  },
  files: { image1: ['image'], image2: ['image'] },
  orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
  // An SEO url left empty is generated from the title, as the form does.
  nestedData: (input) => (input.seo_url ? {} : { seoUrl: seoUrlFromName(String(input.title)) }),
  uniqueConflict: 'Another blog post already uses this SEO URL',
  wire: blogWire,
  operations: {
    list: { path: '/api/admin/get-blog' },
    get: { method: 'POST', path: '/api/admin/get-blog-by' },
    create: { path: '/api/admin/create-blog', input: blogInputSchema },
    update: { path: '/api/admin/change-blog-info', input: blogInputSchema },
    publish: { path: '/api/admin/change-blog-publish' },
    delete: { path: '/api/admin/delete-blog' },
  },
});
