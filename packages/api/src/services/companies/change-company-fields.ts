import { type Prisma } from '@backoffice/db';

import { changedFields, recordAudit } from '../../audit';
import { type Context } from '../../context';
import { findLiveCompany } from './rules';

/**
 * Writes company fields in one transaction with their audit entry (only the fields that really
 * change); 404 when the company does not exist or is deleted.
 */
export async function changeCompanyFields(
  ctx: Pick<Context, 'prisma' | 'caller' | 'request'>,
  companyUuid: string,
  data: Prisma.CompanyUncheckedUpdateInput & Record<string, string | number | Date | null | undefined>,
  action: string,
) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findLiveCompany(tx, companyUuid);
    const changes = changedFields(before, data);
    if (Object.keys(changes).length === 0) return;
    await tx.company.update({ where: { id: before.id }, data });
    await recordAudit(tx, ctx, { action, entityType: 'Company', entityId: before.uuid, changes });
  });
}
