import {
  sourceFileDisplayName,
  sourceFileInputSchema,
  sourceFileWire,
  stripAnchor,
} from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';

/** Source files linked from content by anchor (spec 001 "Source files"), edited in dialogs. */
export const sourceFilesPage = defineResourcePage((trpc) => trpc.cms.sourceFiles)({
  wire: sourceFileWire,
  columns: [
    {
      field: 'file_name',
      titleId: 'cms.sourceFiles.fileName',
      sortable: true,
      opensRecord: true,
      render: (row) => sourceFileDisplayName(row.file_name) || '—',
    },
    { field: 'anchor', titleId: 'cms.sourceFiles.anchor', sortable: true },
    { field: 'description', titleId: 'cms.field.description' },
    { field: 'create_at', titleId: 'cms.field.created', format: 'dateTime', sortable: true },
    { field: 'update', titleId: 'cms.field.updated', format: 'dateTime', sortable: true },
  ],
  searchFields: ['file_name', 'anchor', 'description'],
  defaultSort: { field: 'create_at', direction: 'desc' },
  rowTitle: (row) => sourceFileDisplayName(row.file_name) || row.anchor || row.uuid,
  timestamps: [
    { field: 'create_at', labelId: 'cms.field.created' },
    { field: 'update', labelId: 'cms.field.updated' },
  ],
  form: {
    schema: sourceFileInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      {
        kind: 'file',
        name: 'file_name',
        labelId: 'cms.field.file',
        required: true,
        upload: 'document',
        directory: 'source-files',
      },
      {
        kind: 'text',
        name: 'anchor',
        labelId: 'cms.sourceFiles.anchor',
        normalise: stripAnchor,
        hintId: 'cms.sourceFiles.anchorHint',
      },
      { kind: 'textarea', name: 'description', labelId: 'cms.field.description' },
    ],
  },
  texts: {
    addId: 'cms.sourceFiles.add',
    createTitleId: 'cms.sourceFiles.create',
    editTitleId: 'cms.sourceFiles.edit',
    deleteConfirmId: 'msg.confirmDeleteFile',
  },
});
