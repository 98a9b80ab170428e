import { defineCategoryResource } from './category-resource';

/** Support-file categories (spec 001 "Support files"), edited in dialogs. */
export const fileCategories = defineCategoryResource({
  model: 'fileCategory',
  label: 'File category',
  audit: 'cms.file-category',
  tag: 'files',
  paths: {
    list: '/api/cms/files/get-files-categories',
    get: '/api/cms/files/get-files-category-by',
    create: '/api/cms/files/create-files-category',
    update: '/api/cms/files/change-files-category-info',
    publish: '/api/cms/files/change-files-category-publish',
    delete: '/api/cms/files/delete-files-category',
  },
  countUses: (db, categoryId) => db.supportFile.count({ where: { categoryId } }),
  holds: 'file(s)',
});
