/** The e-shop screens' paths (Saleor's urls.ts): the definitions, the routes and the tabs read them. */
export const OFFER_PATHS = {
  list: '/shop/offers',
  create: '/shop/offers/create',
  edit: '/shop/offers/edit/:uuid',
} as const;
export const OFFER_CATEGORY_PATHS = { list: '/shop/offers/categories' } as const;
export const OPTION_PATHS = {
  list: '/shop/options',
  create: '/shop/options/create',
  edit: '/shop/options/edit/:uuid',
} as const;
export const DISCOUNT_CODE_PATHS = {
  list: '/shop/discount-codes',
  create: '/shop/discount-codes/create',
  edit: '/shop/discount-codes/edit/:uuid',
} as const;
export const OFFER_DETAIL_PATHS = {
  list: '/admin/offer-details/list',
  edit: '/admin/offer-details/edit/:uuid',
} as const;
export const OTHER_SETTINGS_PATH = '/shop/other-settings';
