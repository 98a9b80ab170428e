import { UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { notFound } from '../../errors';
import { findLiveCompany, transferCompanyOwnership } from './rules';

/**
 * Hands the company to another (not deleted) user in one transaction: the new owner becomes an active
 * owner employee, the previous owner an active admin employee, Company.ownerUserId follows.
 */
export async function changeCompanyOwner(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  input: { companyUuid: string; ownerId: string },
) {
  await ctx.prisma.$transaction(async (tx) => {
    const company = await findLiveCompany(tx, input.companyUuid);
    const owner = await tx.user.findFirst({
      where: { id: input.ownerId, status: { not: UserStatus.Deleted } },
      select: { id: true },
    });
    if (!owner) throw notFound('User');
    if (owner.id === company.ownerUserId) return;
    await transferCompanyOwnership(tx, company, owner.id);
    await recordAudit(tx, ctx, {
      action: 'company.admin-change-owner',
      entityType: 'Company',
      entityId: company.uuid,
      changes: { ownerUserId: { from: company.ownerUserId, to: owner.id } },
    });
  });
}
