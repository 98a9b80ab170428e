export * from './seo-url';
export * from './transliterate';
