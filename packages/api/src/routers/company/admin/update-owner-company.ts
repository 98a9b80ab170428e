import { adminCompanyOwnerSchema, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { findLiveCompany, transferCompanyOwnership } from '../../../services/companies';
import { adminProcedure } from '../../../trpc';

export const updateOwnerCompanyInput = adminCompanyOwnerSchema;

/**
 * Hands the company to another (not deleted) user in one transaction: the new owner becomes an active
 * owner employee, the previous owner an active admin employee, Company.ownerUserId follows.
 */
export const updateOwnerCompany = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-owner-company',
      tags: ['admin'],
      summary: "Change a company's owner",
    },
  })
  .input(updateOwnerCompanyInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const company = await findLiveCompany(tx, input.company_uuid);
      const owner = await tx.user.findFirst({
        where: { id: input.user_uuid, status: { not: UserStatus.Deleted } },
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
    return updated;
  });
