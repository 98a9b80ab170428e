export { SeoUrlField, type SeoUrlFieldProps } from './seo-url-field';
export { SEO_URL_FIELD_MESSAGES } from './messages';
