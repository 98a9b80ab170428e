import { useState } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { useParams } from 'wouter';

import { isAdminRole, isVersionedEntityType } from '@backoffice/shared';
import { Card, CardContent } from '@backoffice/ui';

import { useCurrentUser } from '../../lib/current-user';
import { AuditHistory } from '../audit-history';
import { VersionsAside } from '../versions/versions-aside';

import { LoadError, PageHeader, PageLoading } from '../page';
import { editTitleIdOf, type ResourcePageDefinition, type ResourcePaths } from './resource-definition';
import { ResourceForm } from './resource-editor';
import { ResourceListPage } from './resource-list-page';
import { ResourceTabs } from './resource-tabs';
import { useResourceRecord } from './use-resource-api';

interface ScreenProps<TRow> {
  definition: ResourcePageDefinition<TRow>;
  paths: ResourcePaths;
}

/** The section's tabs above a create or edit page, where the definition asks for them. */
function FormTabs<TRow>({ definition }: { definition: ResourcePageDefinition<TRow> }) {
  return definition.formTabs && definition.tabs ? <ResourceTabs tabs={definition.tabs} /> : null;
}

/** The create page of a resource edited on pages; after saving it goes back to the list. */
function ResourceCreatePage<TRow>({ definition, paths }: ScreenProps<TRow>) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: definition.texts.createTitleId })} />
      <FormTabs definition={definition} />
      <Card>
        <CardContent>
          <ResourceForm definition={definition} onSaved={() => navigate(paths.list)} />
        </CardContent>
      </Card>
    </>
  );
}

/** The edit page: the record loads by its read call; one that cannot load shows the error, then goes back. */
function ResourceEditPage<TRow>({ definition, paths }: ScreenProps<TRow>) {
  const intl = useIntl();
  const user = useCurrentUser();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const record = useResourceRecord(definition, uuid);
  // A restored version is the record's new state: the form starts again from it.
  const [restores, setRestores] = useState(0);
  if (record.isPending) return <PageLoading />;
  if (record.isError)
    return (
      <LoadError
        error={record.error}
        text={
          definition.texts.loadErrorId ? intl.formatMessage({ id: definition.texts.loadErrorId }) : undefined
        }
        fallbackPath={paths.list}
      />
    );
  const row = record.row as TRow;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: editTitleIdOf(definition) })}
        description={definition.rowTitle(row)}
        actions={definition.editActions?.(row)}
      />
      <FormTabs definition={definition} />
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent>
            <ResourceForm
              key={`${uuid}:${restores}`}
              definition={definition}
              row={row}
              onSaved={() => navigate(paths.list)}
            />
          </CardContent>
        </Card>
        {definition.entityType && isAdminRole(user.system_role) ? (
          definition.wire.versions && isVersionedEntityType(definition.entityType) ? (
            <VersionsAside
              entityType={definition.entityType}
              entityId={uuid}
              wire={definition.wire}
              onRestored={() => {
                void record.refetch().then(() => setRestores((count) => count + 1));
              }}
            />
          ) : (
            <AuditHistory entityType={definition.entityType} entityId={uuid} />
          )
        ) : null}
      </div>
    </>
  );
}

/** The screens of one resource at its route's paths: its list and, when edited on pages, create and edit. */
export function resourceScreens<TRow>(definition: ResourcePageDefinition<TRow>, paths: ResourcePaths) {
  return {
    List: () => <ResourceListPage definition={definition} paths={paths} />,
    Create: () => <ResourceCreatePage definition={definition} paths={paths} />,
    Edit: () => <ResourceEditPage definition={definition} paths={paths} />,
  };
}
