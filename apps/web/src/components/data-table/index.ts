export { type CellRenderer, column, type ColumnOptions, displayColumn, sortableColumn } from './columns';
export {
  DataTable,
  rowRange,
  type DataTableColumn,
  type DataTableProps,
  type RowSelection,
} from './data-table';
export { toListInput, type ListInput } from './list-input';
export { PageSteps } from './page-steps';
export { RowLink } from './row-link';
export { type SimpleColumn, SimpleTable } from './simple-table';
export { DATA_TABLE_MESSAGES } from './messages';
export {
  type ListPage,
  type ListQueryResult,
  QueryDataTable,
  queryTableStatus,
  type QueryDataTableProps,
  useListQuery,
} from './query-data-table';
export { SelectFilter, type SelectFilterOption, type SelectFilterProps } from './select-filter';
export { type ChoosableColumn, ColumnChooser } from './column-chooser';
