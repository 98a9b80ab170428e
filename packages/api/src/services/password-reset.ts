import { createHash, randomBytes } from 'node:crypto';

import { Prisma } from '@backoffice/db';
import { DEFAULT_LOCALE, EMAILED_SCREEN_PATHS, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../audit';
import { hashPasswordGated } from '../auth/hashing';
import { assertUnderFailureLimit, countCallInWindow, recordFailure } from '../auth/rate-limit';
import { endAccountAccess } from '../auth/session';
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

/** The unused, unexpired link of a token and its account, or null. */
async function usableReset(tx: Pick<Context['prisma'], '$queryRaw'>, tokenHash: string, lock: boolean) {
  const rows = await tx.$queryRaw<Array<{ user_id: string }>>`
    SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
    WHERE r.token_hash = ${tokenHash} AND r.used_at IS NULL AND r.expires_at > now()
      AND u.status IN (${UserStatus.Active}, ${UserStatus.Created}, ${UserStatus.NotActive})
    ${lock ? Prisma.sql`FOR UPDATE OF r` : Prisma.empty}`;
  return rows[0] ?? null;
}

/**
 * Sets a new password with a link's token: the link is used up (with every other link of the
 * account), and every session of the account ends. A token that is unknown, used, older than 30
 * minutes, or of an account since banned or deleted answers 400 on `token`. The token is checked
 * before the password is hashed, so only a caller holding a live link costs a hash; failures are
 * counted per address like sign-in's, past which the address waits (429).
 */
export async function resetPassword(ctx: Context, token: string, password: string): Promise<void> {
  const throttle = {
    key: `password-reset-token:${ctx.request.ip ?? '-'}`,
    limit: ctx.config.loginMaxFailuresPerAddress,
    windowMs: ctx.config.loginFailureWindowMinutes * 60_000,
  };
  await assertUnderFailureLimit(
    ctx.prisma,
    throttle,
    'Too many password reset attempts from this address, try again later',
  );
  const tokenHash = hashToken(token);
  if (!(await usableReset(ctx.prisma, tokenHash, false))) {
    await recordFailure(ctx.prisma, throttle.key);
    throw invalidField('token', 'passwordResetLinkInvalid');
  }
  const passwordHash = await hashPasswordGated(ctx.config, password);
  await ctx.prisma.$transaction(async (tx) => {
    // Checked again under the row's lock: the link may have been used or ended while hashing.
    const reset = await usableReset(tx, tokenHash, true);
    if (!reset) throw invalidField('token', 'passwordResetLinkInvalid');
    await tx.user.update({ where: { id: reset.user_id }, data: { passwordHash } });
    await endAccountAccess(tx, reset.user_id);
    await recordAudit(
      tx,
      { ...ctx, session: null },
      {
        action: 'account.password-reset',
        entityType: 'User',
        entityId: reset.user_id,
      },
    );
  });
}
