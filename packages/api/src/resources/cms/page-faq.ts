import { pageFaqInputSchema, pageFaqRowSchema, pageFaqWire } from '@backoffice/shared';

import { flag, id, integer, reference, relatedText, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Page-specific FAQ questions: every active staff role manages them, super administrators delete. */
export const pageFaq = defineResource({
  model: 'pageFaqQuestion',
  label: 'Page FAQ question',
  audit: 'cms.page-faq',
  tag: 'page-specific-faq',
  row: pageFaqRowSchema,
  columns: {
    uuid: id(),
    question: text('question'),
    answer: richText('answer'),
    priority: integer('priority'),
    publish: flag('publish'),
    url: reference('urlGroupId'),
    url_name: relatedText('urlGroup.name'),
    url_value: relatedText('urlGroup.url'),
    create_at: timestamp('createdAt'),
  },
  include: { urlGroup: { select: { name: true, url: true } } },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  wire: pageFaqWire,
  operations: {
    list: { path: '/api/admin/get-page-specific-faq', policy: 'staff' },
    get: {
      method: 'POST',
      path: '/api/admin/get-page-specific-faq-by',
      policy: 'staff',
    },
    create: { path: '/api/admin/create-page-specific-faq', input: pageFaqInputSchema, policy: 'staff' },
    update: {
      path: '/api/admin/change-page-specific-faq',
      input: pageFaqInputSchema,
      policy: 'staff',
    },
    publish: { path: '/api/admin/change-page-specific-faq-publish', policy: 'staff' },
    delete: { path: '/api/admin/delete-page-specific-faq' },
  },
});
