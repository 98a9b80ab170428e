import { recordAudit } from '../audit';
import { type Context } from '../context';
import { notFound } from '../errors';

/** Revokes a key for good (it answers 401 from the next request); revoking it again changes nothing. */
export async function revokeApiKey(ctx: Context, id: string) {
  await ctx.prisma.$transaction(async (tx) => {
    const revoked = await tx.apiKey.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count === 0 && !(await tx.apiKey.findUnique({ where: { id }, select: { id: true } }))) {
      throw notFound('API key');
    }
    if (revoked.count > 0) {
      await recordAudit(tx, ctx, { action: 'channels.api-key.revoke', entityType: 'ApiKey', entityId: id });
    }
  });
}
