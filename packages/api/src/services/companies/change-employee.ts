import { EmployeeStatus } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { conflict } from '../../errors';
import { assertCanChangeEmployee, type CompanyAccess, findCompanyEmployee } from './rules';

/**
 * Changes one employee of the current company in a transaction with its audit entry: 404 for an
 * employee of another company or a deleted one, 403 for the owner's row and the caller's own row.
 */
export async function changeEmployee(
  ctx: Pick<Context, 'prisma' | 'request'> & {
    caller: Caller;
    companyAccess: CompanyAccess;
  },
  employeeUuid: string,
  data: { role?: number; status?: number },
  action: string,
) {
  const { company } = ctx.companyAccess;
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findCompanyEmployee(tx, company.id, employeeUuid);
    assertCanChangeEmployee(before, ctx.caller.account.id, company.ownerUserId);
    if (before.invitePending && data.status === EmployeeStatus.Active) {
      throw conflict('The invitation has not been accepted yet');
    }
    const changes = changedFields(before, data);
    if (Object.keys(changes).length === 0) return;
    await tx.employee.update({ where: { id: before.id }, data });
    await recordAudit(tx, ctx, {
      action,
      entityType: 'Employee',
      entityId: before.id,
      changes: { ...changes, companyUuid: company.uuid, userUuid: before.userId },
    });
  });
}
