/** The content screens' paths (Saleor's urls.ts): the definitions, the routes and the tabs read them. */
export const FAQ_PATHS = { list: '/faq', create: '/faq/create', edit: '/faq/edit/:uuid' } as const;
export const FAQ_CATEGORY_PATHS = { list: '/faq/categories' } as const;
export const PAGE_FAQ_PATHS = {
  list: '/page-specific-faq',
  create: '/page-specific-faq/create',
  edit: '/page-specific-faq/edit/:uuid',
} as const;
export const PAGE_FAQ_URL_PATHS = { list: '/page-specific-faq/urls' } as const;
export const SUPPORT_FILE_PATHS = {
  list: '/cms/files',
  create: '/cms/files/create',
  edit: '/cms/files/edit/:uuid',
} as const;
export const FILE_CATEGORY_PATHS = { list: '/cms/files/categories' } as const;
export const BLOG_PATHS = {
  list: '/admin/blog',
  create: '/admin/blog/create',
  edit: '/admin/blog/edit/:uuid',
} as const;
export const SLIDE_PATHS = {
  list: '/slider/slides',
  create: '/slider/create',
  edit: '/slider/edit/:uuid',
} as const;
export const SLIDER_DISPLAY_PATH = '/slider/display-settings';
export const SOURCE_FILE_PATHS = { list: '/cms/source-files' } as const;
export const VARIABLE_PATHS = { list: '/cms/variables/list' } as const;
export const STATIC_PAGE_PATHS = {
  list: '/cms/static-pages/list',
  create: '/cms/static-pages/create',
  edit: '/cms/static-pages/edit/:uuid',
} as const;
export const EMAIL_NOTIFICATION_PATHS = {
  list: '/settings/email-notifications',
  create: '/settings/email-notifications/create',
  edit: '/settings/email-notifications/edit/:uuid',
} as const;
