import { type Context } from '../context';
import { invalidField, unauthorized } from '../errors';
import { verifyPasswordGated } from './hashing';
import { loginAttemptKeys, recordLoginSuccess, releaseLoginAttempt, reserveLoginAttempt } from './rate-limit';
import { type SessionCaller } from './caller';

export const CURRENT_PASSWORD_SIGNED_OUT_MESSAGE = 'Too many wrong passwords: you have been signed out';

/**
 * The current password, asked before a change that could take the account over (its password, its
 * email). A session alone must not become a way to guess it: each check counts against the same
 * per-account throttle as sign-in (429 with Retry-After past it), and the failure that reaches the
 * limit ends the session it came from (401), so whoever holds it has to sign in again.
 */
export async function assertCurrentPassword(
  ctx: Pick<Context, 'prisma' | 'config' | 'request'> & { caller: SessionCaller },
  field: string,
  password: string,
) {
  const reservation = await reserveLoginAttempt(
    ctx.prisma,
    ctx.config,
    loginAttemptKeys(ctx.caller.account.email, ctx.request.ip),
  );
  let matches: boolean;
  try {
    const user = await ctx.prisma.user.findUniqueOrThrow({
      where: { id: ctx.caller.account.id },
      select: { passwordHash: true },
    });
    matches = await verifyPasswordGated(ctx.config, user.passwordHash, password);
  } catch (error) {
    // No password was checked (busy server, database fault): the attempt does not count.
    await releaseLoginAttempt(ctx.prisma, reservation).catch(() => undefined);
    throw error;
  }
  if (matches) {
    await recordLoginSuccess(ctx.prisma, reservation);
    return;
  }
  if (reservation.pairFailuresBefore + 1 >= ctx.config.loginMaxFailuresPerAccount) {
    await ctx.prisma.session.deleteMany({ where: { id: ctx.caller.sessionId } });
    throw unauthorized(CURRENT_PASSWORD_SIGNED_OUT_MESSAGE);
  }
  throw invalidField(field, 'currentPasswordWrong');
}
