import { faqUrlGroupInputSchema, faqUrlGroupRowSchema, faqUrlGroupWire } from '@backoffice/shared';

import { flag, id, integer, text, timestamp } from '../columns';
import { defineResource, refuseWhileUsed } from '../define-resource';

/**
 * URL groups of the page-specific FAQ. Like the questions, every active staff role manages them (the
 * sidebar shows the page-specific FAQ to everyone, spec 000 section 6); delete is for super administrators.
 */
export const pageFaqUrls = defineResource({
  model: 'pageFaqUrlGroup',
  label: 'URL group',
  audit: 'cms.page-faq-url',
  tag: 'page-specific-faq',
  row: faqUrlGroupRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    url: text('url'),
    priority: integer('priority'),
    publish: flag('publish'),
    create_at: timestamp('createdAt'),
  },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  wire: faqUrlGroupWire,
  operations: {
    list: { path: '/api/admin/get-page-specific-faq-urls', policy: 'staff' },
    get: {
      method: 'POST',
      path: '/api/admin/get-page-specific-faq-url-by',
      policy: 'staff',
    },
    create: {
      path: '/api/admin/create-page-specific-faq-url',
      input: faqUrlGroupInputSchema,
      policy: 'staff',
    },
    update: {
      path: '/api/admin/change-page-specific-faq-url-info',
      input: faqUrlGroupInputSchema,
      policy: 'staff',
    },
    publish: { path: '/api/admin/change-page-specific-faq-url-publish', policy: 'staff' },
    delete: {
      path: '/api/admin/delete-page-specific-faq-url',
      guard: refuseWhileUsed(
        (db, urlGroupId) => db.pageFaqQuestion.count({ where: { urlGroupId } }),
        (count) => `This URL group still has ${count} question(s); move or delete them first`,
      ),
    },
  },
});
