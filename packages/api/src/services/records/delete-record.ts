import { type Prisma } from '@backoffice/db';

import { changedFields, recordAudit } from '../../audit';
import { type Context } from '../../context';
import { entityType, findForWrite, modelRecords, type RecordModel } from './model-records';

/**
 * Deletes one record of a declared resource with its audit row, once `guard` (a check that nothing
 * still uses it) let it go, all in one transaction; 404 when it is missing.
 */
export async function deleteRecord(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  def: RecordModel,
  id: string,
  guard?: (tx: Prisma.TransactionClient, id: string) => Promise<void>,
) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findForWrite(tx, def, id);
    await guard?.(tx, id);
    await modelRecords(tx, def.model).delete({ where: { id } });
    await recordAudit(tx, ctx, {
      action: `${def.audit}.delete`,
      entityType: entityType(def.model),
      entityId: id,
      changes: changedFields(before, {}),
    });
  });
}
