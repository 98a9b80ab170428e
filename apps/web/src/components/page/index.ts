export { Breadcrumbs } from './breadcrumbs';
export { BackLink } from './back-link';
export { type DetailItem, DetailList } from './detail-list';
export { PageHeader, type PageHeaderProps } from './page-header';
export { type Crumb, type PageMeta, PageMetaProvider, usePageMeta } from './page-meta';
export { goBack, LoadError, type LoadErrorProps, PageEmpty, PageLoading } from './page-states';
export { RecordEditPage, type RecordEditPageProps, type RecordSection } from './record-edit-page';
export { useDocumentTitle } from './use-document-title';
export { type Section, SectionTabs } from './section-tabs';
