import { supportFileInputSchema, supportFileRowSchema, supportFileWire } from '@backoffice/shared';

import { flag, id, integer, reference, relatedText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Support files (spec 001 "Support files"): a stored file with a name, a description and a category. */
export const supportFiles = defineResource({
  model: 'supportFile',
  label: 'File',
  audit: 'cms.file',
  tag: 'files',
  row: supportFileRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    description: text('description'),
    category: reference('categoryId'),
    category_name: relatedText('category.name'),
    file: text('file'),
    priority: integer('priority'),
    publish: flag('publish'),
    create_at: timestamp('createdAt'),
  },
  include: { category: { select: { name: true } } },
  files: { file: ['document'] },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  wire: supportFileWire,
  operations: {
    list: { path: '/api/cms/files/get-files' },
    get: { method: 'POST', path: '/api/cms/files/get-file-by' },
    create: { path: '/api/cms/files/create-file', input: supportFileInputSchema },
    update: { path: '/api/cms/files/change-file-info', input: supportFileInputSchema },
    publish: { path: '/api/cms/files/change-file-publish' },
    delete: { path: '/api/cms/files/delete-file' },
  },
});
