import { changedFields, recordAudit } from '../../audit';
import { type Context } from '../../context';
import { assertStoredFileKinds } from '../../files/stored-file-kind';
import { entityType, modelRecords, type RecordModel, rethrowUnique } from './model-records';

/**
 * Creates a record of a declared resource with its audit row in one transaction (the stored files it
 * names checked first); `stored` is written but not audited (a secret's hash). Answers the new id.
 */
export async function createRecord(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  def: RecordModel,
  input: { values: Record<string, unknown>; data: Record<string, unknown>; stored?: object },
): Promise<string> {
  const record = await ctx.prisma
    .$transaction(async (tx) => {
      if (def.files) await assertStoredFileKinds(tx, input.values, def.files);
      const created = await modelRecords(tx, def.model).create({ data: { ...input.data, ...input.stored } });
      await recordAudit(tx, ctx, {
        action: `${def.audit}.create`,
        entityType: entityType(def.model),
        entityId: String(created.id),
        changes: changedFields(null, input.data),
      });
      return created;
    })
    .catch((error: unknown) => rethrowUnique(error, def));
  return String(record.id);
}
