import { categoryInputSchema, fileCategoryRowSchema } from '@backoffice/shared';

import { defineResource, refuseWhileUsed } from '../define-resource';
import { categoryColumns } from './category-columns';

/** Support-file categories (spec 001 "Support files"), edited in dialogs. */
export const fileCategories = defineResource({
  model: 'fileCategory',
  label: 'File category',
  audit: 'cms.file-category',
  tag: 'files',
  row: fileCategoryRowSchema,
  columns: categoryColumns,
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  operations: {
    list: { path: '/api/cms/files/get-files-categories', envelope: 'data' },
    get: { method: 'POST', path: '/api/cms/files/get-files-category-by', idKey: 'uuid', envelope: 'data' },
    create: { path: '/api/cms/files/create-files-category', input: categoryInputSchema },
    update: { path: '/api/cms/files/change-files-category-info', idKey: 'uuid', input: categoryInputSchema },
    publish: { path: '/api/cms/files/change-files-category-publish', idKey: 'uuid' },
    delete: {
      path: '/api/cms/files/delete-files-category',
      idKey: 'uuid',
      guard: refuseWhileUsed(
        (db, categoryId) => db.supportFile.count({ where: { categoryId } }),
        (count) => `This category still has ${count} file(s); move or delete them first`,
      ),
    },
  },
});
