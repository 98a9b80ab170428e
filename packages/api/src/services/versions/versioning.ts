import { isDeepStrictEqual } from 'node:util';

import { fromJsonColumn, type Prisma, toJsonColumn } from '@backoffice/db';
import { type FieldKind, type VersionAction } from '@backoffice/shared';

import { recordEvent } from '../events/outbox';

type Tx = Prisma.TransactionClient;

/** A record's wire row, as its reads answer it: what a version keeps. */
export type Snapshot = Record<string, unknown>;

/** What keeping versions of a declared resource needs; `defineResource` builds it from the definition. */
export interface Versioning {
  /** The audit entity type ('Offer'), which names the record's versions. */
  entityType: string;
  /** The record's wire row; null once it is gone. */
  read: (db: Tx, id: string) => Promise<Snapshot | null>;
  /** Whether the public sees the record in this state: its publish switch, or always without one. */
  live: (row: Snapshot) => boolean;
  /** How each wire field compares; fields not named are values. */
  kinds: Readonly<Record<string, FieldKind>>;
  /** Wire fields every write changes by itself (the update time): never a reason for a version. */
  volatile: ReadonlySet<string>;
}

export interface VersionWrite {
  action: VersionAction;
  authorUserId: string | null;
  /** Versions a record keeps (CONTENT_VERSIONS_KEEP): the oldest beyond it are pruned. */
  keep: number;
  restoredFrom?: number;
  /** The schedule that made the change, named by the event. */
  scheduleId?: string;
  /** The record before the change, kept as its first version when it has none (a record older than versions). */
  before?: { row: Snapshot; since: Date };
}

const where = (versioning: Versioning, id: string) => ({ entityType: versioning.entityType, entityId: id });

/** The wire fields whose values differ between two rows (a stored row's objects may list their keys in another order), volatile fields left out. */
export function changedWireFields(versioning: Versioning, from: Snapshot, to: Snapshot): string[] {
  const fields = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...fields].filter(
    (field) => !versioning.volatile.has(field) && !isDeepStrictEqual(from[field] ?? null, to[field] ?? null),
  );
}

/**
 * Keeps the record's state after a change as its next version, in the change's transaction (which
 * has locked the record by writing it, so numbers cannot clash); a change that alters nothing keeps
 * none. Prunes the oldest beyond `keep`, and writes `content.published` / `content.unpublished` when
 * the record's live state turned. Answers the number of the version now current.
 */
export async function recordVersion(
  tx: Tx,
  versioning: Versioning,
  id: string,
  write: VersionWrite,
): Promise<number> {
  const row = await versioning.read(tx, id);
  if (!row) throw new Error(`${versioning.entityType} ${id} vanished inside its own write`);
  // What the person was typing is saved now: their draft has served.
  if (write.authorUserId && (write.action === 'update' || write.action === 'restore'))
    await tx.contentDraft.deleteMany({
      where: { ...where(versioning, id), authorUserId: write.authorUserId },
    });
  const last = await tx.contentVersion.findFirst({
    where: where(versioning, id),
    orderBy: { number: 'desc' },
    select: { number: true, snapshot: true, live: true },
  });
  let previous = last && { ...last, snapshot: fromJsonColumn<Snapshot>(last.snapshot) };
  if (!previous && write.before) {
    previous = { number: 1, snapshot: write.before.row, live: versioning.live(write.before.row) };
    await tx.contentVersion.create({
      data: {
        ...where(versioning, id),
        number: 1,
        action: 'baseline',
        live: previous.live,
        snapshot: toJsonColumn(previous.snapshot),
        changedFields: [],
        createdAt: write.before.since,
      },
    });
  }
  const changed = changedWireFields(versioning, previous?.snapshot ?? {}, row);
  if (previous && changed.length === 0) return previous.number;
  const number = (previous?.number ?? 0) + 1;
  const live = versioning.live(row);
  await tx.contentVersion.create({
    data: {
      ...where(versioning, id),
      number,
      action: write.action,
      live,
      snapshot: toJsonColumn(row),
      changedFields: changed,
      authorUserId: write.authorUserId,
      restoredFrom: write.restoredFrom ?? null,
    },
  });
  if (number > write.keep)
    await tx.contentVersion.deleteMany({
      where: { ...where(versioning, id), number: { lte: number - write.keep } },
    });
  if (live !== (previous?.live ?? false)) {
    await recordEvent(tx, live ? 'content.published' : 'content.unpublished', {
      entity_type: versioning.entityType,
      entity_id: id,
      version: number,
      schedule_uuid: write.scheduleId ?? null,
    });
  }
  return number;
}

/**
 * Forgets a deleted record's versions, drafts and pending schedules in the delete's transaction; a
 * record the public saw announces it is gone (`content.unpublished`).
 */
export async function forgetVersions(tx: Tx, versioning: Versioning, id: string, wasLive: boolean) {
  await tx.contentVersion.deleteMany({ where: where(versioning, id) });
  await tx.contentDraft.deleteMany({ where: where(versioning, id) });
  await tx.contentSchedule.deleteMany({ where: { ...where(versioning, id), status: 'pending' } });
  if (wasLive) {
    await recordEvent(tx, 'content.unpublished', {
      entity_type: versioning.entityType,
      entity_id: id,
      version: null,
      schedule_uuid: null,
    });
  }
}
