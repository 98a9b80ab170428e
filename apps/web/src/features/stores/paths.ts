/** The stores screens' paths (Saleor's urls.ts). */
export const STORE_PATHS = {
  list: '/cms/stores/list',
  create: '/cms/stores/create',
  edit: '/cms/stores/edit/:uuid',
} as const;
export const STORE_IMPORT_PATH = '/cms/stores/import';
