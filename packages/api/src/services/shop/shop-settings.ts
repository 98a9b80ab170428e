import { type Prisma } from '@backoffice/db';

import { changedFields, recordAudit } from '../../audit';
import { type Context } from '../../context';

/** The one row of shop-wide settings (id 1); made with its defaults the first time it is read. */
export const readShopSettings = (db: Pick<Prisma.TransactionClient, 'shopSettings'>) =>
  db.shopSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });

/** Changes the shop-wide settings, audited field by field. */
export async function editShopSettings(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  data: Prisma.ShopSettingsUpdateInput & Record<string, unknown>,
) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await readShopSettings(tx);
    await tx.shopSettings.update({ where: { id: 1 }, data });
    await recordAudit(tx, ctx, {
      action: 'shop.other-settings.update',
      entityType: 'ShopSettings',
      entityId: before.uuid,
      changes: changedFields(before, data),
    });
  });
}
