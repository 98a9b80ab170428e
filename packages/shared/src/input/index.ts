export * from './input-filters';
export * from './unsafe-text';
