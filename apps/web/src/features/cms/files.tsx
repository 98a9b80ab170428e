import { supportFileInputSchema, supportFileWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';
import { FILE_CATEGORY_PATHS, SUPPORT_FILE_PATHS } from './paths';
import { categoryDialogPage, categoryRelation } from './shared-pages';

const FILE_TABS = [
  { path: SUPPORT_FILE_PATHS.list, titleId: 'cms.files.tab.files' },
  { path: FILE_CATEGORY_PATHS.list, titleId: 'cms.files.tab.categories' },
] as const;

/** Support files (spec 001 "Support files"): a stored document with name, description and category. */
export const supportFilesPage = defineResourcePage((trpc) => trpc.cms.supportFiles)({
  wire: supportFileWire,
  entityType: 'SupportFile',
  columns: [
    { field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true },
    { field: 'category_name', titleId: 'cms.field.category', sortable: true },
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
  ],
  searchFields: ['name', 'description', 'category_name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.name,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  tabs: FILE_TABS,
  form: {
    schema: supportFileInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      { kind: 'text', name: 'name', labelId: 'cms.field.name', required: true },
      { kind: 'textarea', name: 'description', labelId: 'cms.field.description', required: true },
      [
        categoryRelation((trpc) => trpc.cms.fileCategories.list.queryOptions()),
        { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
      ],
      {
        kind: 'file',
        name: 'file',
        labelId: 'cms.field.file',
        required: true,
        upload: 'document',
        directory: 'files',
      },
    ],
  },
  texts: {
    addId: 'cms.files.add',
    createTitleId: 'cms.files.create',
    editTitleId: 'cms.files.edit',
    deleteConfirmId: 'msg.confirmDeleteFile',
  },
});

/** Support-file categories, edited in dialogs. */
export const fileCategoriesPage = categoryDialogPage({
  api: (trpc) => trpc.cms.fileCategories,
  entityType: 'FileCategory',
  tabs: FILE_TABS,
  texts: {
    addId: 'cms.fileCategory.add',
    createTitleId: 'cms.fileCategory.create',
    editTitleId: 'cms.fileCategory.edit',
    deleteConfirmId: 'msg.confirmDeleteFile',
    createErrorId: 'msg.fileCategoryCreateErrorPrefix',
  },
});
