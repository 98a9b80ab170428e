import { categoryInputSchema, faqCategoryRowSchema } from '@backoffice/shared';

import { defineResource, refuseWhileUsed } from '../define-resource';
import { categoryColumns } from './category-columns';

/** Support FAQ categories (spec 001 "Support FAQ"), edited in dialogs. */
export const faqCategories = defineResource({
  model: 'faqCategory',
  label: 'FAQ category',
  audit: 'cms.faq-category',
  tag: 'faq',
  row: faqCategoryRowSchema,
  columns: categoryColumns,
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  operations: {
    list: { path: '/api/admin/get-faq-categories', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-faq-category-by', idKey: 'uuid', envelope: 'data' },
    create: { path: '/api/admin/create-faq-category', input: categoryInputSchema },
    update: { path: '/api/admin/change-faq-category-info', idKey: 'uuid', input: categoryInputSchema },
    publish: { path: '/api/admin/change-faq-category-publish', idKey: 'uuid' },
    delete: {
      path: '/api/admin/delete-faq-category',
      idKey: 'uuid',
      guard: refuseWhileUsed(
        (db, categoryId) => db.faqQuestion.count({ where: { categoryId } }),
        (count) => `This category still has ${count} question(s); move or delete them first`,
      ),
    },
  },
});
