import { type Prisma } from '@backoffice/db';
import { DEFAULT_LOCALE, EMAILED_SCREEN_PATHS, EmployeeStatus, UserStatus } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { countCallInWindowInTransaction } from '../../auth/rate-limit';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { conflict, tooManyRequests } from '../../errors';
import { type CompanyAccess } from './rules';
import { queueEmail } from '../email/queue';
import { invitationEmail, invitationToRegisterEmail } from '../email/staff-emails';

type Tx = Prisma.TransactionClient;

/** Invitations one person may send an hour (429 past it). */
export const INVITATIONS_PER_SENDER_PER_HOUR = 20;
/** Invitation emails one address receives a day, from every company together (silent past it). */
export const INVITATION_EMAILS_PER_RECIPIENT_PER_DAY = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Invites an address to the current company with a role, and answers the employee row's id. The
 * answer, the row and the company's list are the same whether an account has the address or not,
 * so a company learns nothing about who has an account: a live account gets the invitation at once
 * (and an email pointing to it), an address without one gets an invitation its account takes over
 * when it registers (and an email asking to register). A deleted account's address is invited as
 * one without an account, with no email (its owner cannot sign in nor register it again).
 *
 * One sender may invite `INVITATIONS_PER_SENDER_PER_HOUR` times an hour (then 429 with Retry-After);
 * one address gets at most `INVITATION_EMAILS_PER_RECIPIENT_PER_DAY` invitation emails a day, past
 * which the invitation is still written but silently not emailed. Both are counted in the
 * invitation's transaction, so a refused invitation (409) counts for neither.
 */
export async function inviteEmployee(
  ctx: Pick<Context, 'prisma' | 'request' | 'config'> & {
    caller: Caller;
    companyAccess: CompanyAccess;
  },
  input: { email: string; role: number },
): Promise<string> {
  const { company } = ctx.companyAccess;
  const email = input.email.toLowerCase();
  return ctx.prisma.$transaction(async (tx) => {
    const sent = await countCallInWindowInTransaction(tx, {
      key: `invitation-sender:${ctx.caller.account.id}`,
      limit: INVITATIONS_PER_SENDER_PER_HOUR,
      windowMs: HOUR_MS,
    });
    if (!sent.allowed) {
      throw tooManyRequests('Too many invitations sent, try again later', sent.retryAfterSeconds);
    }
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, status: true } });
    const account = user && user.status !== UserStatus.Deleted ? user : null;
    const existing = await tx.employee.findFirst({
      where: account
        ? { companyId: company.id, userId: account.id }
        : { companyId: company.id, invitedEmail: email },
    });
    // The owner always counts as an employee, even if their row went missing.
    if ((existing && existing.status !== EmployeeStatus.Deleted) || account?.id === company.ownerUserId) {
      throw conflict('This user is already an employee');
    }
    const data = { role: input.role, status: EmployeeStatus.NotActive, invitePending: true };
    const row = existing
      ? await tx.employee.update({ where: { id: existing.id }, data, select: { id: true } })
      : await tx.employee.create({
          data: {
            ...data,
            companyId: company.id,
            ...(account ? { userId: account.id } : { invitedEmail: email }),
          },
          select: { id: true },
        });
    if (!user || account) await emailInvitation(tx, ctx, { email, hasAccount: Boolean(account) });
    await recordAudit(tx, ctx, {
      action: existing ? 'employee.reinvite' : 'employee.invite',
      entityType: 'Employee',
      entityId: row.id,
      changes: {
        ...changedFields(existing, data),
        companyUuid: company.uuid,
        ...(account ? { userUuid: account.id } : { invitedEmail: email }),
      },
    });
    return row.id;
  });
}

/** Queues the invitation email unless the address had its day's allowance. */
async function emailInvitation(
  tx: Tx,
  ctx: Pick<Context, 'request' | 'config'> & { companyAccess: CompanyAccess },
  recipient: { email: string; hasAccount: boolean },
) {
  const allowance = await countCallInWindowInTransaction(tx, {
    key: `invitation-recipient:${recipient.email}`,
    limit: INVITATION_EMAILS_PER_RECIPIENT_PER_DAY,
    windowMs: DAY_MS,
  });
  if (!allowance.allowed) return;
  const locale = ctx.request.locale ?? DEFAULT_LOCALE;
  const companyName = ctx.companyAccess.company.name;
  const message = recipient.hasAccount
    ? invitationEmail(locale, companyName, `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.companyInvitations}`)
    : invitationToRegisterEmail(
        locale,
        companyName,
        `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.registration}`,
      );
  await queueEmail(tx, {
    kind: 'invitation',
    to: recipient.email,
    subject: message.subject,
    html: message.html,
  });
}

/** A new account takes over the invitations sent to its address before it existed. */
export async function takeOverInvitations(tx: Tx, account: { id: string; email: string }) {
  await tx.employee.updateMany({
    where: { invitedEmail: account.email },
    data: { userId: account.id, invitedEmail: null },
  });
}
