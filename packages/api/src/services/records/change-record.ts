import { type Prisma } from '@backoffice/db';
import { type VersionAction } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { type WriteContext } from '../../context';
import { recordVersion } from '../versions/versioning';
import { entityType, findForWrite, modelRecords, type RecordModel, rethrowUnique } from './model-records';

/** How a change is kept among a versioned record's versions, when it is not a plain save. */
export interface VersionNote {
  action: VersionAction;
  restoredFrom?: number;
  scheduleId?: string;
  /** Run first in the change's transaction: a schedule claims itself there, so it runs once. */
  claim?: (tx: Prisma.TransactionClient) => Promise<void>;
}

/**
 * Changes fields of one record of a declared resource in a transaction that reads it first (404 if
 * missing), audits the difference under `${audit}.${action}` and, for a versioned resource, keeps
 * the result as its next version. Answers that version's number (0 when not versioned).
 */
export async function changeRecord(
  ctx: Pick<WriteContext, 'prisma' | 'request' | 'caller' | 'config'>,
  def: RecordModel,
  action: 'update' | 'publish',
  id: string,
  data: Record<string, unknown>,
  note?: VersionNote,
): Promise<number> {
  return ctx.prisma
    .$transaction(async (tx) => {
      await note?.claim?.(tx);
      const before = await findForWrite(tx, def, id);
      const versioning = def.versioning;
      const beforeRow = versioning && (await versioning.read(tx, id));
      await modelRecords(tx, def.model).update({ where: { id }, data });
      await recordAudit(tx, ctx, {
        action: `${def.audit}.${note?.action === 'restore' ? 'restore' : action}`,
        entityType: entityType(def.model),
        entityId: id,
        changes: changedFields(before, data),
      });
      if (!versioning || !beforeRow) return 0;
      return recordVersion(tx, versioning, id, {
        action: note?.action ?? action,
        restoredFrom: note?.restoredFrom,
        scheduleId: note?.scheduleId,
        authorUserId: ctx.caller?.account.id ?? null,
        keep: ctx.config.contentVersionsKeep,
        before: { row: beforeRow, since: lastChangeOf(before) },
      });
    })
    .catch((error: unknown) => rethrowUnique(error, def));
}

/** When a stored record last changed, as far as it says. */
export function lastChangeOf(record: { updatedAt?: unknown; createdAt?: unknown }): Date {
  const stamp = record.updatedAt ?? record.createdAt;
  return stamp instanceof Date ? stamp : new Date(0);
}
