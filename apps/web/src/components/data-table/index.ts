export { DataTable, rowRange, type DataTableColumn, type DataTableProps } from './data-table';
export { toListInput, type ListInput } from './list-input';
export { DATA_TABLE_MESSAGES } from './messages';
