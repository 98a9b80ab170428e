export { type AppMessageId, type Catalogue, LOCALE_LABEL_IDS } from './catalogues';
export { catalogueIdOfKey, type IssueLike, translateIssue } from './issues';
export { LocaleProvider, useAllMessages, useLocale } from './locale';
