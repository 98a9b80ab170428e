import { createHash, randomBytes } from 'node:crypto';

import { DEFAULT_LOCALE, EMAILED_SCREEN_PATHS, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../audit';
import { hashPasswordGated } from '../auth/hashing';
import { countCallInWindow } from '../auth/rate-limit';
import { endUserSessions } from '../auth/session';
import { type Context } from '../context';
import { invalidField, serviceUnavailable, tooManyRequests } from '../errors';
import { queueEmail, SECRET_PLACEHOLDER } from './email/queue';
import { passwordResetEmail } from './email/staff-emails';

/** A link works once, for this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
/** Requests from one address per hour (429 past it), and emails to one account per hour (silent). */
const RESETS_PER_ADDRESS = 10;
const RESETS_PER_ACCOUNT = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether "forgot password" can work: it needs a mail transport, which a production server without
 * SMTP_URL lacks (the page then shows the specification's "not available" notice).
 */
export const passwordResetAvailable = (config: Context['config']) =>
  Boolean(config.mail) || !config.production;

/**
 * Sends a single-use link to the account's address. The answer is the same whether the address is
 * an account or not, and whether its hourly allowance of emails is spent or not; only an address
 * asking too often is told so (429), which says nothing about any account.
 */
export async function requestPasswordReset(ctx: Context, email: string): Promise<void> {
  if (!passwordResetAvailable(ctx.config)) {
    throw serviceUnavailable('This function is temporarily unavailable; please contact support', 3600);
  }
  const perAddress = await countCallInWindow(ctx.prisma, {
    key: `password-reset-address:${ctx.request.ip ?? '-'}`,
    limit: RESETS_PER_ADDRESS,
    windowMs: HOUR_MS,
  });
  if (!perAddress.allowed) {
    throw tooManyRequests(
      'Too many password reset requests from this address, try again later',
      perAddress.retryAfterSeconds,
    );
  }
  const user = await ctx.prisma.user.findFirst({
    where: {
      email: email.toLowerCase(),
      status: { in: [UserStatus.Active, UserStatus.Created, UserStatus.NotActive] },
      ownKey: { is: null },
    },
    select: { id: true, email: true },
  });
  if (!user) return;
  const perAccount = await countCallInWindow(ctx.prisma, {
    key: `password-reset-account:${user.id}`,
    limit: RESETS_PER_ACCOUNT,
    windowMs: HOUR_MS,
  });
  if (!perAccount.allowed) return;
  const token = randomBytes(32).toString('base64url');
  // The email log keeps the link without its token; the send puts the token in.
  const link = `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.passwordReset}?token=${SECRET_PLACEHOLDER}`;
  const message = passwordResetEmail(ctx.request.locale ?? DEFAULT_LOCALE, user.email, link);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.passwordReset.create({
      data: {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      },
    });
    await queueEmail(tx, {
      kind: 'password-reset',
      to: user.email,
      subject: message.subject,
      html: message.html,
      secret: token,
    });
    await recordAudit(
      tx,
      { ...ctx, session: null },
      {
        action: 'account.password-reset-requested',
        entityType: 'User',
        entityId: user.id,
      },
    );
  });
}

/**
 * Sets a new password with a link's token: the link is used up (with every other link of the
 * account), and every session of the account ends. A token that is unknown, used or older than 30
 * minutes answers 400 on `token`.
 */
export async function resetPassword(ctx: Context, token: string, password: string): Promise<void> {
  const passwordHash = await hashPasswordGated(ctx.config, password);
  await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      Array<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }>
    >`
      SELECT id, user_id, expires_at, used_at FROM password_resets
      WHERE token_hash = ${hashToken(token)} FOR UPDATE`;
    const reset = rows[0];
    if (!reset || reset.used_at || reset.expires_at.getTime() < Date.now()) {
      throw invalidField('token', 'passwordResetLinkInvalid');
    }
    const user = await tx.user.findFirst({
      where: { id: reset.user_id, status: { not: UserStatus.Deleted } },
      select: { id: true },
    });
    if (!user) throw invalidField('token', 'passwordResetLinkInvalid');
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.passwordReset.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    await endUserSessions(tx, user.id);
    await recordAudit(
      tx,
      { ...ctx, session: null },
      {
        action: 'account.password-reset',
        entityType: 'User',
        entityId: user.id,
      },
    );
  });
}
