import { type ResourceWire, type VersionedEntityType } from '@backoffice/shared';

import { SchedulePanel } from './schedule-panel';
import { VersionHistory } from './version-history';

/** Beside a versioned record's edit form: its versions and its scheduled changes. */
export function VersionsAside({
  entityType,
  entityId,
  wire,
  onRestored,
}: {
  entityType: VersionedEntityType;
  entityId: string;
  /** The resource's wire contract: whether it has a switch to schedule, and a price. */
  wire: ResourceWire;
  onRestored?: () => void;
}) {
  return (
    <div className="grid content-start gap-6">
      <VersionHistory entityType={entityType} entityId={entityId} onRestored={onRestored} />
      <SchedulePanel
        entityType={entityType}
        entityId={entityId}
        publishes={Boolean(wire.publish ?? wire.versions?.liveField)}
        priced={Boolean(wire.versions?.priceField)}
      />
    </div>
  );
}
