export * from './constants';
export * from './enums';
export * from './format';
export * from './input';
export * from './messages';
export * from './pricing';
export * from './seo';
export * from './validation';
