import { STORE_IMPORT_PATH, STORE_PATHS } from './paths';

/** The stores section's tabs (spec 002 §2.8): the list and the CSV import. */
export const STORE_TABS = [
  { path: STORE_PATHS.list, titleId: 'stores.tab.list' },
  { path: STORE_IMPORT_PATH, titleId: 'stores.tab.import' },
] as const;
