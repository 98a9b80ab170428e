/** Rows per page of every list table. */
export const PAGE_SIZE = 15;
/** Upper bound a client may ask for in one page (the admin companies request asks for 100). */
export const MAX_PAGE_SIZE = 100;
/** Product tables on the order page. */
export const ORDER_PRODUCTS_PAGE_SIZE = 20;

/** Length of every created-item id (a UUID). */
export const ID_LENGTH = 36;

export const NEW_ORDERS_POLL_MS = 60_000;
export const STORE_IMPORT_POLL_MS = 1_000;
/** The first progress poll waits this long after the upload. */
export const STORE_IMPORT_FIRST_POLL_DELAY_MS = 1_000;

export const TIME_ZONE = 'Europe/Rome';
export const CURRENCY = 'EUR';

export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The spec's texts are mostly Russian originals; the client derives its catalogues from this one. */
export const ORIGINALS_LOCALE = 'ru';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

export const MAP_DEFAULT_CENTER: readonly [latitude: number, longitude: number] = [45.464183, 9.189595];
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_HEIGHT = 400;

export const DIALOG_MAX_WIDTH = 500;

export const VARIABLE_VALUE_MAX = 256;

/** Donor network code that selects the "first named network" activation price. */
export const DONOR_FIRST_NAMED_NETWORK_CODE = '29';

export const ORDER_LIST_DEFAULT_DAYS = 7;

/** Times appended to the chosen report dates. */
export const REPORT_DAY_START = '00:00:01';
export const REPORT_DAY_END = '23:59:59';

export const SESSION_TOKEN_HEADER = 'x-session-token';
export const TENANT_HEADER = 'x-tenant';
/** Every call sends the tenant header with this literal value. */
export const TENANT_HEADER_VALUE = 'null';
export const COMPANY_UUID_HEADER = 'x-company-uuid';

export const SESSION_STORAGE_KEY = 'oldSession';
export const LOCALE_STORAGE_KEY = 'locale';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export const BLOG_IMAGE_SIZES = {
  image1: { width: 1365, height: 505 },
  image2: { width: 680, height: 450 },
} as const satisfies Record<string, ImageSize>;

export const SLIDE_IMAGE_SIZES = {
  image: { width: 1400, height: 800 },
  image_m: { width: 450, height: 680 },
} as const satisfies Record<string, ImageSize>;

/** Offer images by field; the slide sizes depend on the card design (see `offerImageSizes`). */
export const OFFER_IMAGE_SIZES = {
  photo_list: { width: 700, height: 350 },
  photo_slide_lg: { width: 725, height: 745 },
  photo_slide: { width: 470, height: 570 },
  photo_slide_m: { width: 450, height: 300 },
} as const satisfies Record<string, ImageSize>;

export const TRANSPARENT_OFFER_IMAGE_SIZES = {
  photo_list: { width: 700, height: 350 },
  photo_slide_lg: { width: 1400, height: 800 },
  photo_slide: { width: 1000, height: 580 },
  photo_slide_m: { width: 450, height: 680 },
} as const satisfies Record<keyof typeof OFFER_IMAGE_SIZES, ImageSize>;

export interface UploadKind {
  /** Value for the `accept` attribute of a file input. */
  readonly accept: string;
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
}

export const UPLOAD_KINDS = {
  image: {
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    extensions: ['.jpg', '.jpeg', '.png'],
    mimeTypes: ['image/jpeg', 'image/png'],
  },
  pdf: { accept: '.pdf,application/pdf', extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  html: { accept: '.html,text/html', extensions: ['.html', '.htm'], mimeTypes: ['text/html'] },
  csv: {
    accept: '.csv,text/csv',
    extensions: ['.csv'],
    // Browsers on Windows report CSV files as an Excel type or as plain text.
    mimeTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
  },
} as const satisfies Record<string, UploadKind>;
export type UploadKindName = keyof typeof UPLOAD_KINDS;
