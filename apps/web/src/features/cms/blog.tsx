import { BLOG_IMAGE_SIZES, blogInputSchema, BlogCardDesign, blogWire, romeToday } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';

/** Blog posts (spec 001 "Blog"): dated cards with two images, rich text and an SEO section. */
export const blogPage = defineResourcePage((trpc) => trpc.cms.blog)({
  wire: blogWire,
  entityType: 'BlogPost',
  columns: [
    { field: 'date', titleId: 'cms.field.date', format: 'date', sortable: true },
    { field: 'title', titleId: 'cms.field.title', sortable: true, opensRecord: true },
  ],
  searchFields: ['title', 'seo_url'],
  defaultSort: { field: 'date', direction: 'desc' },
  rowTitle: (row) => row.title,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  form: {
    schema: blogInputSchema,
    // Spec 4: a new post is dated today and published.
    defaults: () => ({ date: romeToday(), publish: true }),
    fields: [
      [
        { kind: 'date', name: 'date', labelId: 'cms.field.date', required: true },
        { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      ],
      [
        { kind: 'text', name: 'title', labelId: 'cms.field.name', required: true },
        {
          kind: 'select',
          name: 'card_design',
          labelId: 'cms.blog.cardDesign',
          required: true,
          options: [
            { value: BlogCardDesign.Blue, labelId: 'cms.blog.design.blue' },
            { value: BlogCardDesign.Orange, labelId: 'cms.blog.design.orange' },
            { value: BlogCardDesign.White, labelId: 'cms.blog.design.white' },
            { value: BlogCardDesign.WithImage, labelId: 'cms.blog.design.withImage' },
          ],
        },
      ],
      [
        {
          kind: 'file',
          name: 'image1',
          labelId: 'cms.blog.image1',
          upload: 'image',
          directory: 'blog',
          imageSize: BLOG_IMAGE_SIZES.image1,
        },
        { kind: 'text', name: 'alt1', labelId: 'cms.blog.alt1' },
      ],
      [
        {
          kind: 'file',
          name: 'image2',
          labelId: 'cms.blog.image2',
          upload: 'image',
          directory: 'blog',
          imageSize: BLOG_IMAGE_SIZES.image2,
        },
        { kind: 'text', name: 'alt2', labelId: 'cms.blog.alt2' },
      ],
      { kind: 'richText', name: 'content', labelId: 'cms.field.content', required: true },
      { kind: 'textarea', name: 'seo_description', labelId: 'cms.field.seoDescription' },
      { kind: 'text', name: 'seo_keywords', labelId: 'cms.field.seoKeywords' },
      { kind: 'seoUrl', name: 'seo_url', labelId: 'cms.field.seoUrl', from: 'title' },
    ],
  },
  texts: {
    addId: 'cms.blog.add',
    createTitleId: 'cms.blog.create',
    editTitleId: 'cms.blog.edit',
    deleteConfirmId: 'msg.confirmDeletePost',
    emptyId: 'cms.blog.empty',
  },
});
