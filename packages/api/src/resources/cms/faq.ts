import { faqInputSchema, faqRowSchema, faqWire } from '@backoffice/shared';

import { flag, id, integer, reference, relatedText, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Support FAQ questions (spec 001 "Support FAQ"). */
export const faq = defineResource({
  model: 'faqQuestion',
  label: 'FAQ question',
  audit: 'cms.faq',
  tag: 'faq',
  row: faqRowSchema,
  columns: {
    uuid: id(),
    question: text('question'),
    answer: richText('answer'),
    priority: integer('priority'),
    publish: flag('publish'),
    category: reference('categoryId'),
    category_name: relatedText('category.name'),
    create_at: timestamp('createdAt'),
  },
  include: { category: { select: { name: true } } },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  wire: faqWire,
  operations: {
    list: { path: '/api/admin/get-faq' },
    get: { method: 'POST', path: '/api/admin/get-faq-by' },
    create: { path: '/api/admin/create-faq', input: faqInputSchema },
    update: { path: '/api/admin/change-faq', input: faqInputSchema },
    publish: { path: '/api/admin/change-faq-publish' },
    delete: { path: '/api/admin/delete-faq' },
  },
});
