import { type Prisma } from '@backoffice/db';

import { changedFields, recordAudit } from '../../audit';
import { type WriteContext } from '../../context';
import { forgetVersions } from '../versions/versioning';
import { entityType, findForWrite, modelRecords, type RecordModel } from './model-records';

/**
 * Deletes one record of a declared resource with its audit row (and its versions), once `guard` (a check that nothing
 * still uses it) let it go, all in one transaction; 404 when it is missing.
 */
export async function deleteRecord(
  ctx: Pick<WriteContext, 'prisma' | 'request' | 'caller'>,
  def: RecordModel,
  id: string,
  guard?: (tx: Prisma.TransactionClient, id: string) => Promise<void>,
) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findForWrite(tx, def, id);
    await guard?.(tx, id);
    const versioning = def.versioning;
    const row = versioning && (await versioning.read(tx, id));
    await modelRecords(tx, def.model).delete({ where: { id } });
    await recordAudit(tx, ctx, {
      action: `${def.audit}.delete`,
      entityType: entityType(def.model),
      entityId: id,
      changes: changedFields(before, {}),
    });
    if (versioning && row) await forgetVersions(tx, versioning, id, versioning.live(row));
  });
}
