import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { notFound } from '../../errors';

/** Switches a discount code on or off, audited; 404 for an unknown code. */
export async function changeDiscountCodeActive(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  input: { uuid: string; active: boolean },
) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await tx.discountCode.findUnique({ where: { id: input.uuid } });
    if (!before) throw notFound('Discount code');
    await tx.discountCode.update({ where: { id: input.uuid }, data: { active: input.active } });
    await recordAudit(tx, ctx, {
      action: 'shop.discount-code.active',
      entityType: 'DiscountCode',
      entityId: input.uuid,
      changes: { active: { from: before.active, to: input.active } },
    });
  });
}
