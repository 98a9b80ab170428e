import { type Prisma } from '@backoffice/db';
import { EmployeeRole, EmployeeStatus } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';

/**
 * Creates a company owned by the caller (Company.ownerUserId and an owner employee row) with the
 * fields given, in one transaction with its audit entry. Answers the new company's uuid.
 */
export async function createCompany(
  ctx: Pick<Context, 'prisma' | 'request'> & { caller: Caller },
  fields: Omit<Prisma.CompanyUncheckedCreateInput, 'ownerUserId'>,
): Promise<string> {
  const data = { ...fields, ownerUserId: ctx.caller.account.id };
  return ctx.prisma.$transaction(async (tx) => {
    const row = await tx.company.create({ data, select: { id: true, uuid: true } });
    await tx.employee.create({
      data: {
        companyId: row.id,
        userId: ctx.caller.account.id,
        role: EmployeeRole.Owner,
        status: EmployeeStatus.Active,
      },
    });
    await recordAudit(tx, ctx, {
      action: 'company.create',
      entityType: 'Company',
      entityId: row.uuid,
      changes: changedFields(null, data),
    });
    return row.uuid;
  });
}
