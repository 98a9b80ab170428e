import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the data table, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...DATA_TABLE_MESSAGES`) and translate the same ids in `it`.
 */
export const DATA_TABLE_MESSAGES = {
  'dataTable.error': 'The list could not be loaded.',
  'dataTable.retry': 'Retry',
  'dataTable.empty': 'No records',
  'dataTable.emptyFiltered': 'Nothing matches the search or filters.',
  'dataTable.clearFilters': 'Clear search and filters',
  'dataTable.rowCount': '{from}-{to} of {total}',
  'dataTable.searchLabel': 'Search',
  'dataTable.searchPlaceholder': 'Search…',
  'dataTable.updating': 'Updating…',
  'dataTable.filters': 'Filters{count, plural, =0 {} other { (#)}}',
  'dataTable.pagination': 'Pagination',
  'dataTable.firstPage': 'First page',
  'dataTable.previousPage': 'Previous page',
  'dataTable.nextPage': 'Next page',
  'dataTable.lastPage': 'Last page',
  'dataTable.page': 'Page {page}',
  'dataTable.pageOf': 'Page {page} of {pages}',
  'dataTable.stepPrevious': 'Previous',
  'dataTable.stepNext': 'Next',
  'dataTable.columns': 'Columns',
  'dataTable.columnsShown': 'Columns shown',
} as const;

export type DataTableMessageId = keyof typeof DATA_TABLE_MESSAGES;

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(DATA_TABLE_MESSAGES);
