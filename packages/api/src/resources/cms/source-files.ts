import { sourceFileInputSchema, sourceFileRowSchema, sourceFileWire } from '@backoffice/shared';

import { flag, id, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Source files linked from content by anchor (spec 001 "Source files"); administrators delete them too. */
export const sourceFiles = defineResource({
  model: 'sourceFile',
  label: 'Source file',
  audit: 'cms.source-file',
  tag: 'source-files',
  row: sourceFileRowSchema,
  columns: {
    uuid: id(),
    file_name: text('fileName'),
    description: text('description'),
    publish: flag('publish'),
    anchor: text('anchor'),
    create_at: timestamp('createdAt'),
    update: timestamp('updatedAt'),
  },
  files: { file_name: ['document'] },
  orderBy: [{ createdAt: 'desc' }],
  wire: sourceFileWire,
  operations: {
    list: { path: '/api/cms/source-files/get-files' },
    get: { method: 'POST', path: '/api/cms/source-files/get-files-by' },
    create: { path: '/api/cms/source-files/create-file', input: sourceFileInputSchema },
    update: { path: '/api/cms/source-files/change-file-info', input: sourceFileInputSchema },
    publish: { path: '/api/cms/source-files/change-file-publish' },
    delete: { path: '/api/cms/source-files/delete-file' },
  },
});
