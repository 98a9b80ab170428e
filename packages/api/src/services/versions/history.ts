import { fromJsonColumn, type Prisma, type PrismaClient, toJsonColumn } from '@backoffice/db';
import { type FieldChange, type VersionAction } from '@backoffice/shared';

import { type WriteContext } from '../../context';
import { notFound } from '../../errors';
import { type VersionedResource } from './registry';
import { changedWireFields, type Snapshot } from './versioning';

type Db = Pick<PrismaClient, 'contentVersion' | 'contentDraft' | 'user'>;

interface StoredVersion {
  number: number;
  action: string;
  live: boolean;
  snapshot: Prisma.JsonValue;
  changedFields: string[];
  authorUserId: string | null;
  restoredFrom: number | null;
  createdAt: Date;
}

/** A version as the calls answer it. */
export interface VersionAnswer {
  number: number;
  action: VersionAction;
  live: boolean;
  changed_fields: string[];
  author_email: string | null;
  restored_from: number | null;
  create_at: string;
  snapshot: Snapshot;
}

async function emailsOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, email: true } });
  return new Map(users.map((user) => [user.id, user.email]));
}

function answerOf(version: StoredVersion, emails: Map<string, string>): VersionAnswer {
  return {
    number: version.number,
    action: version.action as VersionAction,
    live: version.live,
    changed_fields: version.changedFields,
    author_email: version.authorUserId ? (emails.get(version.authorUserId) ?? null) : null,
    restored_from: version.restoredFrom,
    create_at: version.createdAt.toISOString(),
    snapshot: fromJsonColumn<Snapshot>(version.snapshot),
  };
}

const recordWhere = (resource: VersionedResource, id: string) => ({
  entityType: resource.entityType,
  entityId: id,
});

/** A record's versions, newest first, each with who made it and which fields it changed. */
export async function listVersions(db: Db, resource: VersionedResource, id: string) {
  const versions = await db.contentVersion.findMany({
    where: recordWhere(resource, id),
    orderBy: { number: 'desc' },
  });
  const emails = await emailsOf(
    db,
    versions.map((version) => version.authorUserId),
  );
  return versions.map((version) => answerOf(version, emails));
}

/** One version of a record, or 404. */
export async function readVersion(db: Db, resource: VersionedResource, id: string, number: number) {
  const version = await db.contentVersion.findUnique({
    where: { entityType_entityId_number: { ...recordWhere(resource, id), number } },
  });
  if (!version) throw notFound(`Version ${number} of this ${resource.label.toLowerCase()}`);
  return answerOf(version, await emailsOf(db, [version.authorUserId]));
}

/** The fields two versions hold differently, each with how to compare it; volatile fields left out. */
export function compareSnapshots(resource: VersionedResource, from: Snapshot, to: Snapshot): FieldChange[] {
  const { kinds } = resource.versioning;
  return changedWireFields(resource.versioning, from, to).map((field) => ({
    field,
    kind: kinds[field] ?? 'value',
    from: from[field] ?? null,
    to: to[field] ?? null,
  }));
}

/**
 * Writes an old version's fields back as a new version (history is never rewritten), through the
 * record's update rules, its publish switch left as it is. Answers the new version's number.
 */
export async function restoreVersion(
  ctx: WriteContext,
  resource: VersionedResource,
  id: string,
  number: number,
): Promise<number> {
  const version = await readVersion(ctx.prisma, resource, id, number);
  return resource.save(ctx, id, version.snapshot, { action: 'restore', restoredFrom: number });
}

/** What the public saw of a record at a moment, as far as its kept versions tell. */
export interface LiveAtAnswer {
  /** live: this version was public; not_live: the record was hidden or did not exist; unknown: before its kept history. */
  state: 'live' | 'not_live' | 'unknown';
  version: VersionAnswer | null;
  /** When the record's kept history begins (its oldest kept version). */
  history_from: string | null;
}

/**
 * The version that was live at `at`: the last version made at or before it. Before the first kept
 * version the answer is `not_live` when that version is the record's creation, else `unknown` (the
 * earlier ones were pruned, or the record is older than versions).
 */
export async function liveAt(
  db: Db,
  resource: VersionedResource,
  id: string,
  at: Date,
): Promise<LiveAtAnswer> {
  const [version, oldest] = await Promise.all([
    db.contentVersion.findFirst({
      where: { ...recordWhere(resource, id), createdAt: { lte: at } },
      orderBy: { number: 'desc' },
    }),
    db.contentVersion.findFirst({
      where: recordWhere(resource, id),
      orderBy: { number: 'asc' },
      select: { number: true, action: true, createdAt: true },
    }),
  ]);
  if (!oldest) throw notFound(`Versions of this ${resource.label.toLowerCase()}`);
  const historyFrom = oldest.createdAt.toISOString();
  if (!version) {
    const born = oldest.number === 1 && oldest.action === 'create';
    return { state: born ? 'not_live' : 'unknown', version: null, history_from: historyFrom };
  }
  const answer = answerOf(version, await emailsOf(db, [version.authorUserId]));
  return { state: version.live ? 'live' : 'not_live', version: answer, history_from: historyFrom };
}

/** The person's draft of a record, if they left one. */
export async function readDraft(db: Db, resource: VersionedResource, id: string, authorUserId: string) {
  const draft = await db.contentDraft.findUnique({
    where: { entityType_entityId_authorUserId: { ...recordWhere(resource, id), authorUserId } },
  });
  return (
    draft && { values: fromJsonColumn<Snapshot>(draft.values), update_at: draft.updatedAt.toISOString() }
  );
}

/** Keeps what the person is typing as their one draft of the record, replacing the previous one. */
export async function saveDraft(
  ctx: WriteContext,
  resource: VersionedResource,
  id: string,
  authorUserId: string,
  values: Snapshot,
) {
  const exists = await resource.versioning.read(ctx.prisma, id);
  if (!exists) throw notFound(resource.label);
  const key = { ...recordWhere(resource, id), authorUserId };
  const draft = await ctx.prisma.contentDraft.upsert({
    where: { entityType_entityId_authorUserId: key },
    create: { ...key, values: toJsonColumn(values) },
    update: { values: toJsonColumn(values) },
    select: { updatedAt: true },
  });
  return draft.updatedAt.toISOString();
}

/** Throws the person's draft of the record away. */
export async function discardDraft(
  ctx: WriteContext,
  resource: VersionedResource,
  id: string,
  authorUserId: string,
) {
  await ctx.prisma.contentDraft.deleteMany({ where: { ...recordWhere(resource, id), authorUserId } });
}
