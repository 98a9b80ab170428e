import { type WriteContext } from '../../context';
import { notFound } from '../../errors';
import { type VersionNote } from '../records/change-record';
import { type Snapshot, type Versioning } from './versioning';

/** What the versions' calls may do with a versioned resource; `defineResource` registers each. */
export interface VersionedResource {
  entityType: string;
  /** Its name in messages ('Offer'). */
  label: string;
  versioning: Versioning;
  /** Its edit screen keeps a draft of long texts as the person types. */
  autosave: boolean;
  /** The wire field of its price, when a schedule may change it (an offer's). */
  priceField?: string;
  /** What the schedules' list calls the record. */
  titleOf: (row: Snapshot) => string;
  /**
   * Saves wire fields over the record's current ones through its update call's rules (the publish
   * switch kept as it is), as a version noted so. Answers the version's number.
   */
  save: (ctx: WriteContext, id: string, fields: Snapshot, note: VersionNote) => Promise<number>;
  /** Its publish switch, when it has one. */
  publish?: (ctx: WriteContext, id: string, on: boolean, note?: VersionNote) => Promise<number>;
}

const registry = new Map<string, VersionedResource>();

export function registerVersionedResource(resource: VersionedResource): void {
  registry.set(resource.entityType, resource);
}

/** The versioned resources' entity types (every resource module loaded: `resources/all`). */
export const versionedEntityTypes = (): string[] => [...registry.keys()];

export function versionedResource(entityType: string): VersionedResource {
  const resource = registry.get(entityType);
  if (!resource) throw notFound(`Versioned record type ${entityType}`);
  return resource;
}
