import { EmployeeStatus } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { notFound } from '../../errors';
import { liveCompanyWhere } from './rules';

/** Accepts or declines the caller's own invitation to a company; 404 when there is none. */
export async function answerInvitation(
  ctx: Pick<Context, 'prisma' | 'request'> & { caller: Caller },
  input: { companyUuid: string; accept: boolean },
) {
  await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.employee.findFirst({
      where: {
        userId: ctx.caller.account.id,
        invitePending: true,
        status: { not: EmployeeStatus.Deleted },
        company: { uuid: input.companyUuid.toLowerCase(), ...liveCompanyWhere },
      },
      select: { id: true, status: true, company: { select: { uuid: true } } },
    });
    if (!row) throw notFound('Invitation');
    const status = input.accept ? EmployeeStatus.Active : EmployeeStatus.Deleted;
    await tx.employee.update({ where: { id: row.id }, data: { invitePending: false, status } });
    await recordAudit(tx, ctx, {
      action: input.accept ? 'employee.accept-invitation' : 'employee.decline-invitation',
      entityType: 'Employee',
      entityId: row.id,
      changes: {
        status: { from: row.status, to: status },
        companyUuid: row.company.uuid,
        userUuid: ctx.caller.account.id,
      },
    });
  });
}
