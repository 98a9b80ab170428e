import { isVersionedEntityType, VERSIONED_WIRES } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { LoadError, PageHeader } from '../../components/page';
import { VersionsAside } from '../../components/versions/versions-aside';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { CONTENT_SCHEDULES_PATH } from '../../components/versions/urls';

/**
 * One record's versions and schedules on a page of their own: for the records edited in a dialog over
 * their list (variables, offer categories), and for any record the scheduled changes link to.
 */
export function ContentHistoryPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const { entityType = '', uuid = '' } = useParams<{ entityType: string; uuid: string }>();
  const known = isVersionedEntityType(entityType);
  const versions = useQuery({
    ...trpc.content.listVersions.queryOptions({ entity_type: known ? entityType : 'Offer', entity_id: uuid }),
    enabled: known,
  });
  if (!known) return <LoadError error={new Error(entityType)} fallbackPath={CONTENT_SCHEDULES_PATH} />;
  const kind = intl.formatMessage({ id: `kind.${entityType}` as AppMessageId });
  const name = versions.data?.record_title || kind;
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'versions.historyOf' }, { name })} description={kind} />
      <div className="grid max-w-3xl gap-6">
        <VersionsAside entityType={entityType} entityId={uuid} wire={VERSIONED_WIRES[entityType]} />
      </div>
    </>
  );
}
