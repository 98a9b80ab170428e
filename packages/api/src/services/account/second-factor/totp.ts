import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

import { type Prisma } from '@backoffice/db';

import { openSecret, sealSecret } from '../../../auth/secret-box';
import { type ApiConfig } from '../../../config';
import { conflict } from '../../../errors';

/** What a person's authenticator app is set up with: the secret, as a link and as a picture of it. */
export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth link as a QR code, a PNG data URL. */
  qr_code: string;
}

/** One time step (30 s) either side of the server's clock, for a phone whose clock drifts. */
const TOLERANCE_SECONDS = 30;

/**
 * Locks a person's second factors for the rest of the transaction: a code checked, an app confirmed
 * or removed and recovery codes spent one after the other, never interleaved.
 */
export const lockSecondFactors = (tx: Prisma.TransactionClient, userId: string) =>
  tx.$executeRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;

/**
 * Starts (or starts again) setting up an authenticator app: a new secret, sealed, unconfirmed until a
 * code of it is given. 409 when an app is already set up: it is removed first.
 */
export async function startTotpEnrolment(
  tx: Prisma.TransactionClient,
  config: Pick<ApiConfig, 'secretKey' | 'signInName'>,
  account: { id: string; email: string },
): Promise<TotpEnrolment> {
  await lockSecondFactors(tx, account.id);
  const current = await tx.totpFactor.findUnique({
    where: { userId: account.id },
    select: { confirmedAt: true },
  });
  if (current?.confirmedAt) throw conflict('An authenticator app is already set up: remove it first');
  const secret = generateSecret();
  const secretSealed = sealSecret(config.secretKey(), secret);
  await tx.totpFactor.upsert({
    where: { userId: account.id },
    create: { userId: account.id, secretSealed },
    update: { secretSealed, lastTimeStep: null, createdAt: new Date() },
  });
  const uri = generateURI({ issuer: config.signInName, label: account.email, secret });
  return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/**
 * Whether `code` is the app's code now (one step either side), and newer than the last one accepted,
 * so a code seen over a shoulder cannot be used again in its step. `pending`: the app being set up
 * rather than the confirmed one. Call inside the transaction that acts on the answer, after
 * `lockSecondFactors`.
 */
export async function checkTotpCode(
  tx: Prisma.TransactionClient,
  config: Pick<ApiConfig, 'secretKey'>,
  userId: string,
  code: string,
  which: 'confirmed' | 'pending',
): Promise<boolean> {
  const factor = await tx.totpFactor.findUnique({
    where: { userId },
    select: { secretSealed: true, confirmedAt: true, lastTimeStep: true },
  });
  if (!factor || (factor.confirmedAt === null) !== (which === 'pending')) return false;
  const result = await verify({
    secret: openSecret(config.secretKey(), factor.secretSealed),
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: Number(factor.lastTimeStep) }),
  });
  // A TOTP check's answer names its time step (the union's HOTP branch does not).
  if (!result.valid || !('timeStep' in result)) return false;
  await tx.totpFactor.update({
    where: { userId },
    data: {
      lastTimeStep: BigInt(result.timeStep),
      ...(which === 'pending' ? { confirmedAt: new Date() } : {}),
    },
  });
  return true;
}

/** Throws the 409 of an app being confirmed when none is waiting. */
export async function assertTotpPending(tx: Prisma.TransactionClient, userId: string) {
  const factor = await tx.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } });
  if (!factor || factor.confirmedAt) throw conflict('No authenticator app is waiting to be confirmed');
}
