import { fromJsonColumn, Prisma } from '@backoffice/db';
import { DEFAULT_LOCALE, EMAILED_SCREEN_PATHS, type Locale, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../audit';
import { hashPasswordGated } from '../auth/hashing';
import {
  assertUnderFailureLimit,
  countCallInWindow,
  countCallInWindowInTransaction,
  recordFailure,
} from '../auth/rate-limit';
import { hashResetToken } from '../auth/reset-tokens';
import { endAccountAccess } from '../auth/session';
import { type ApiConfig } from '../config';
import { type Context } from '../context';
import { invalidField, serviceUnavailable, tooManyRequests } from '../errors';
import { type JobHandler } from './job-contract';
import { queueEmail, SECRET_PLACEHOLDER } from './email/queue';
import { passwordResetEmail } from './email/staff-emails';

/** A link works once, for this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
/** Requests from one address per hour (429 past it), and emails to one account per hour (silent). */
const RESETS_PER_ADDRESS = 10;
const RESETS_PER_ACCOUNT = 3;

/**
 * Whether "forgot password" can work: it needs a mail transport, which a production server without
 * SMTP_URL lacks (the page then shows the specification's "not available" notice).
 */
export const passwordResetAvailable = (config: Context['config']) =>
  Boolean(config.mail) || !config.production;

/** The job that looks the address up and emails its link (see requestPasswordReset). */
export const PASSWORD_RESET_REQUEST_KIND = 'password-reset-request';

interface PasswordResetRequest {
  email: string;
  locale: Locale;
  ip: string | null;
}

/**
 * Sends a single-use link to the account's address. The answer is the same whether the address is
 * an account or not, and whether its hourly allowance of emails is spent or not; only an address
 * asking too often is told so (429), which says nothing about any account. Nor does the answer's
 * time: the request only queues a job, the same work for any address, and the job looks the
 * address up (an account's lookup, token and email had made its answer 8 ms slower).
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
  const request: PasswordResetRequest = {
    email: email.toLowerCase(),
    locale: ctx.request.locale ?? DEFAULT_LOCALE,
    ip: ctx.request.ip,
  };
  await ctx.prisma.job.create({
    data: { kind: PASSWORD_RESET_REQUEST_KIND, end: 1, payload: { ...request } },
    select: { id: true },
  });
}

/** In the job's step: the link and its email for an account that may have one, within its allowance. */
async function sendResetLink(tx: Prisma.TransactionClient, appUrl: string, request: PasswordResetRequest) {
  const user = await tx.user.findFirst({
    where: {
      email: request.email,
      status: { in: [UserStatus.Active, UserStatus.Created, UserStatus.NotActive] },
      ownKey: { is: null },
    },
    select: { id: true, email: true },
  });
  if (!user) return;
  const perAccount = await countCallInWindowInTransaction(tx, {
    key: `password-reset-account:${user.id}`,
    limit: RESETS_PER_ACCOUNT,
    windowMs: HOUR_MS,
  });
  if (!perAccount.allowed) return;
  // The link's token is made by the send of its email (only its hash is kept), so no row holds it.
  const link = `${appUrl}${EMAILED_SCREEN_PATHS.passwordReset}?token=${SECRET_PLACEHOLDER}`;
  const message = passwordResetEmail(request.locale, user.email, link);
  const reset = await tx.passwordReset.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
    select: { id: true },
  });
  await queueEmail(tx, {
    kind: 'password-reset',
    to: user.email,
    subject: message.subject,
    html: message.html,
    passwordResetId: reset.id,
  });
  await recordAudit(
    tx,
    { caller: null, request },
    { action: 'account.password-reset-requested', entityType: 'User', entityId: user.id },
  );
}

/**
 * Runs a "forgot password" request: the link, its email and its audit row in one step, and the
 * request's address and IP wiped from the job in the same transaction, so the finished job keeps
 * no personal data.
 */
export function passwordResetRequestHandler(config: Pick<ApiConfig, 'appUrl'>): JobHandler {
  return {
    kind: PASSWORD_RESET_REQUEST_KIND,
    async run(run) {
      const request = fromJsonColumn<PasswordResetRequest>(run.job.payload);
      await run.step(0, 1, async (tx) => {
        if (request.email) await sendResetLink(tx, config.appUrl, request);
        await tx.job.update({ where: { id: run.job.id }, data: { payload: {} }, select: { id: true } });
        return {};
      });
    },
  };
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

/** The failure throttle of a link's tokens, per address, under the sign-in limits. */
const resetTokenThrottle = (ctx: Context) => ({
  key: `password-reset-token:${ctx.request.ip ?? '-'}`,
  limit: ctx.config.loginMaxFailuresPerAddress,
  windowMs: ctx.config.loginFailureWindowMinutes * 60_000,
});

/**
 * Whether a link's token can still set a password, so the page says a used or expired link at once
 * rather than after two passwords are typed. 400 on `token` otherwise, counted as the reset counts
 * its failures (a guess costs the same here as there).
 */
export async function checkResetLink(ctx: Context, token: string): Promise<void> {
  const throttle = resetTokenThrottle(ctx);
  await assertUnderFailureLimit(
    ctx.prisma,
    throttle,
    'Too many password reset attempts from this address, try again later',
  );
  if (!(await usableReset(ctx.prisma, hashResetToken(token), false))) {
    await recordFailure(ctx.prisma, throttle.key);
    throw invalidField('token', 'passwordResetLinkInvalid');
  }
}

/**
 * Sets a new password with a link's token: the link is used up (with every other link of the
 * account), and every session of the account ends. A token that is unknown, used, older than 30
 * minutes, or of an account since banned or deleted answers 400 on `token`. The token is checked
 * before the password is hashed, so only a caller holding a live link costs a hash; failures are
 * counted per address like sign-in's, past which the address waits (429).
 */
export async function resetPassword(ctx: Context, token: string, password: string): Promise<void> {
  const throttle = resetTokenThrottle(ctx);
  await assertUnderFailureLimit(
    ctx.prisma,
    throttle,
    'Too many password reset attempts from this address, try again later',
  );
  const tokenHash = hashResetToken(token);
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
      { ...ctx, caller: null },
      {
        action: 'account.password-reset',
        entityType: 'User',
        entityId: reset.user_id,
      },
    );
  });
}
