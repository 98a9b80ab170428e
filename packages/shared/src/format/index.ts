export * from './date';
export * from './file-name';
export * from './money';
export * from './calendar';
export * from './spreadsheet-cell';
export * from './text-diff';
