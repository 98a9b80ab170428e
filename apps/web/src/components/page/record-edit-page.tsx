import { type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { type AppMessageId } from '../../i18n';
import { PageHeader, type PageHeaderProps } from './page-header';
import { RecordQueriesContext } from './record-changes';
import { LoadError, PageLoading } from './page-states';
import { SectionTabs } from './section-tabs';

/** One left-hand tab of a record's edit screen: its content is a component given the loaded record. */
export interface RecordSection<TRecord> {
  value: string;
  titleId: AppMessageId;
  component: ComponentType<{ record: TRecord }>;
}

export interface RecordEditPageProps<TRecord> {
  /** The record's query; the API answers `{ data: record }`. */
  query: UseQueryResult<{ data: TRecord }, unknown>;
  /** Where "Back" goes when the screen was opened directly. */
  fallbackPath: string;
  /** Text of the load error (default: the failed call's description). */
  loadErrorTextId?: AppMessageId;
  header: (record: TRecord) => PageHeaderProps;
  sectionsLabelId: AppMessageId;
  /** The tabs; a function picks them per record (only the actions the server would accept). */
  sections: readonly RecordSection<TRecord>[] | ((record: TRecord) => readonly RecordSection<TRecord>[]);
  /** Shown above the tabs, e.g. the read-only banner of a deleted record. */
  banner?: (record: TRecord) => ReactNode;
  /** Changes whenever a save changes what the forms start from. */
  recordKey: (record: TRecord) => string;
  /** The queries a change in any section refreshes (`useRecordQueries`, `useRecordChangeForm`). */
  invalidate: (record: TRecord) => readonly QueryKey[];
  /** The panel beside the tabs (the record's history). */
  aside: (record: TRecord) => ReactNode;
}

/**
 * An edit screen of one record: a progress bar while it loads, the spec's error alert (then back one
 * page) when it cannot, else its header, its section tabs and a side panel.
 */
export function RecordEditPage<TRecord>({
  query,
  fallbackPath,
  loadErrorTextId,
  header,
  sectionsLabelId,
  sections,
  recordKey,
  invalidate,
  aside,
  banner,
}: RecordEditPageProps<TRecord>) {
  const intl = useIntl();
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        text={loadErrorTextId ? intl.formatMessage({ id: loadErrorTextId }) : undefined}
        fallbackPath={fallbackPath}
      />
    );
  const record = query.data.data;
  const shown = typeof sections === 'function' ? sections(record) : sections;
  return (
    <RecordQueriesContext.Provider value={invalidate(record)}>
      <PageHeader {...header(record)} />
      {banner?.(record)}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <SectionTabs
          key={shown.map((section) => section.value).join()}
          labelId={sectionsLabelId}
          sections={shown.map(({ value, titleId, component: Section }) => ({
            value,
            titleId,
            // Keyed by the loaded record: the forms start from the saved values.
            content: (
              <div key={recordKey(record)}>
                <Section record={record} />
              </div>
            ),
          }))}
        />
        {aside(record)}
      </div>
    </RecordQueriesContext.Provider>
  );
}
