import { changedFields, recordAudit } from '../../audit';
import { type WriteContext } from '../../context';
import { assertStoredFileKinds } from '../../files/stored-file-kind';
import { recordVersion } from '../versions/versioning';
import { entityType, modelRecords, type RecordModel, rethrowUnique } from './model-records';

/**
 * Creates a record of a declared resource with its audit row (and first version) in one transaction (the stored files it
 * names checked first); `stored` is written but not audited (a secret's hash). Answers the new id.
 */
export async function createRecord(
  ctx: Pick<WriteContext, 'prisma' | 'request' | 'caller' | 'config'>,
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
      if (def.versioning) {
        await recordVersion(tx, def.versioning, String(created.id), {
          action: 'create',
          authorUserId: ctx.caller?.account.id ?? null,
          keep: ctx.config.contentVersionsKeep,
        });
      }
      return created;
    })
    .catch((error: unknown) => rethrowUnique(error, def));
  return String(record.id);
}
