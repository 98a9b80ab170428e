import { recordAudit } from '../../audit';
import { type WriteContext } from '../../context';
import { notFound } from '../../errors';
import { lastChangeOf, type VersionNote } from '../records/change-record';
import { versionedResource } from '../versions/registry';
import { recordVersion } from '../versions/versioning';

/**
 * Switches a discount code on or off, audited and kept as a version (its switch is what makes it
 * live); 404 for an unknown code. Answers the version's number.
 */
export async function changeDiscountCodeActive(
  ctx: Pick<WriteContext, 'prisma' | 'request' | 'caller' | 'config'>,
  input: { uuid: string; active: boolean },
  note?: VersionNote,
): Promise<number> {
  const { versioning } = versionedResource('DiscountCode');
  return ctx.prisma.$transaction(async (tx) => {
    await note?.claim?.(tx);
    const before = await tx.discountCode.findUnique({ where: { id: input.uuid } });
    const beforeRow = await versioning.read(tx, input.uuid);
    if (!before || !beforeRow) throw notFound('Discount code');
    await tx.discountCode.update({ where: { id: input.uuid }, data: { active: input.active } });
    await recordAudit(tx, ctx, {
      action: 'shop.discount-code.active',
      entityType: 'DiscountCode',
      entityId: input.uuid,
      changes: { active: { from: before.active, to: input.active } },
    });
    return recordVersion(tx, versioning, input.uuid, {
      action: note?.action ?? 'publish',
      scheduleId: note?.scheduleId,
      authorUserId: ctx.caller?.account.id ?? null,
      keep: ctx.config.contentVersionsKeep,
      before: { row: beforeRow, since: lastChangeOf(before) },
    });
  });
}
