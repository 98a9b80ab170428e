import { changedFields, recordAudit } from '../../audit';
import { type Context } from '../../context';
import { entityType, findForWrite, modelRecords, type RecordModel, rethrowUnique } from './model-records';

/**
 * Changes fields of one record of a declared resource in a transaction that reads it first (404 if
 * missing) and audits the difference under `${audit}.${action}`.
 */
export async function changeRecord(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  def: RecordModel,
  action: string,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  await ctx.prisma
    .$transaction(async (tx) => {
      const before = await findForWrite(tx, def, id);
      await modelRecords(tx, def.model).update({ where: { id }, data });
      await recordAudit(tx, ctx, {
        action: `${def.audit}.${action}`,
        entityType: entityType(def.model),
        entityId: id,
        changes: changedFields(before, data),
      });
    })
    .catch((error: unknown) => rethrowUnique(error, def));
}
