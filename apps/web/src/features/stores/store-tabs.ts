/** The stores section's tabs (spec 002 §2.8): the list and the CSV import. */
export const STORE_TABS = [
  { path: '/cms/stores/list', titleId: 'stores.tab.list' },
  { path: '/cms/stores/import', titleId: 'stores.tab.import' },
] as const;
