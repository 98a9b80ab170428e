export * from './input-filters';
