import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  type passkeyAssertionSchema,
  passkeyCreationOptionsSchema,
  type passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
} from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { assertCurrentPassword } from '../../../auth/current-password';
import { type ApiConfig } from '../../../config';
import { type PersonContext } from '../../../context';
import { conflict, invalidField, notFound } from '../../../errors';
import { hasSecondFactor, secondFactorsOf } from './factors';
import { secondFactorRequiredFor } from './policy';
import { issueRecoveryCodes } from './recovery-codes';
import { lockSecondFactors } from './totp';
import { tellOfFactorChange } from './notice';

/**
 * Who passkeys belong to: the host staff open the back office at (APP_URL), and only that origin may
 * use them. A browser refuses a passkey of another host, so a look-alike site gets nothing.
 */
export function relyingParty(config: Pick<ApiConfig, 'appUrl' | 'signInName'>) {
  return { id: new URL(config.appUrl).hostname, origin: config.appUrl, name: config.signInName };
}

type PasskeyCreationOptions = z.output<typeof passkeyCreationOptionsSchema>;
type PasskeyRequestOptions = z.output<typeof passkeyRequestOptionsSchema>;
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;

/** A passkey as its owner sees it in their profile. */
export interface PasskeyRow {
  uuid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export async function listOwnPasskeys(ctx: Pick<PersonContext, 'prisma' | 'caller'>): Promise<PasskeyRow[]> {
  const rows = await ctx.prisma.passkey.findMany({
    where: { userId: ctx.caller.account.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((row) => ({
    uuid: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * The browser's question for a new passkey of the caller: resident (it can sign in without an
 * email), verified (a PIN or a fingerprint), never one the person already has. Its challenge is kept on
 * the session that asked, which alone may answer it.
 */
export async function startPasskeyRegistration(ctx: PersonContext): Promise<PasskeyCreationOptions> {
  const account = ctx.caller.account;
  const party = relyingParty(ctx.config);
  const existing = await ctx.prisma.passkey.findMany({
    where: { userId: account.id },
    select: { credentialId: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: account.email,
    userDisplayName: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await ctx.prisma.session.update({
    where: { id: ctx.caller.sessionId },
    data: { webauthnChallenge: options.challenge },
  });
  // In the contract's words (the library's types are looser than what it sends).
  return passkeyCreationOptionsSchema.parse(options);
}

/** The session's pending WebAuthn challenge, cleared as it is read: each is answered once. */
export async function takeSessionChallenge(ctx: PersonContext, refusal: string): Promise<string> {
  const [row] = await ctx.prisma.$queryRaw<Array<{ challenge: string | null }>>`
    UPDATE sessions SET webauthn_challenge = NULL
    FROM (SELECT id, webauthn_challenge FROM sessions WHERE id = ${ctx.caller.sessionId}::uuid FOR UPDATE) AS before
    WHERE sessions.id = before.id
    RETURNING before.webauthn_challenge AS challenge`;
  if (!row?.challenge) throw conflict(refusal);
  return row.challenge;
}

/**
 * Keeps the passkey the browser made, once its answer checks out against the session's challenge.
 * A person's first second factor comes with recovery codes (shown this once), as an app's does.
 */
export async function finishPasskeyRegistration(
  ctx: PersonContext,
  input: { name: string; credential: z.output<typeof passkeyRegistrationSchema> },
): Promise<{ passkey_uuid: string; recovery_codes: string[] | null }> {
  const userId = ctx.caller.account.id;
  const party = relyingParty(ctx.config);
  const expectedChallenge = await takeSessionChallenge(ctx, 'Start adding the passkey again');
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw invalidField('credential', 'wrongPasskey');
  return ctx.prisma.$transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    const { credential } = verification.registrationInfo;
    const first = !hasSecondFactor(await secondFactorsOf(tx, userId));
    const passkey = await tx.passkey.create({
      data: {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        name: input.name,
      },
      select: { id: true },
    });
    await tx.session.update({ where: { id: ctx.caller.sessionId }, data: { secondFactorAt: new Date() } });
    await recordAudit(tx, ctx, {
      action: 'account.passkey.add',
      entityType: 'User',
      entityId: userId,
      changes: { passkey: passkey.id, name: input.name },
    });
    await tellOfFactorChange(tx, ctx, userId, 'passkey_added');
    return { passkey_uuid: passkey.id, recovery_codes: first ? await issueRecoveryCodes(tx, userId) : null };
  });
}

export async function renameOwnPasskey(ctx: PersonContext, passkeyId: string, name: string) {
  const { count } = await ctx.prisma.passkey.updateMany({
    where: { id: passkeyId, userId: ctx.caller.account.id },
    data: { name },
  });
  if (count === 0) throw notFound('Passkey');
}

/**
 * Removes one of the caller's passkeys, with the current password. Refused (409) when it is the last
 * second factor of a person whose role requires one; the recovery codes go with the last factor.
 */
export async function removeOwnPasskey(ctx: PersonContext, passkeyId: string, password: string) {
  await assertCurrentPassword(ctx, 'password', password);
  const userId = ctx.caller.account.id;
  await ctx.prisma.$transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    const { count } = await tx.passkey.deleteMany({ where: { id: passkeyId, userId } });
    if (count === 0) throw notFound('Passkey');
    await keepRequiredFactor(tx, ctx.caller.account);
    await recordAudit(tx, ctx, {
      action: 'account.passkey.remove',
      entityType: 'User',
      entityId: userId,
      changes: { passkey: passkeyId },
    });
    await tellOfFactorChange(tx, ctx, userId, 'passkey_removed');
  });
}

/**
 * After a factor is removed (in the same transaction): 409 when none is left and the role requires
 * one, which rolls the removal back; with none left, the recovery codes go too.
 */
export async function keepRequiredFactor(
  tx: Prisma.TransactionClient,
  account: { id: string; systemRole: number },
) {
  if (hasSecondFactor(await secondFactorsOf(tx, account.id))) return;
  if (await secondFactorRequiredFor(tx, account.systemRole)) {
    throw conflict('Your role must sign in with a second factor: it cannot be removed');
  }
  await tx.recoveryCode.deleteMany({ where: { userId: account.id } });
}

/** The browser's question for one of `userId`'s passkeys (the second step), or for any (a sign-in by passkey). */
export function passkeyQuestion(
  tx: Pick<Prisma.TransactionClient, 'passkey'>,
  config: Pick<ApiConfig, 'appUrl' | 'signInName'>,
  userId: string | null,
): Promise<PasskeyRequestOptions> {
  const party = relyingParty(config);
  const allowed = userId
    ? tx.passkey.findMany({ where: { userId }, select: { credentialId: true, transports: true } })
    : Promise.resolve([]);
  return allowed.then((passkeys) =>
    generateAuthenticationOptions({
      rpID: party.id,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
      // Without a password first, the passkey must prove the person too (a PIN or a fingerprint).
      userVerification: userId ? 'preferred' : 'required',
    }).then((options) => passkeyRequestOptionsSchema.parse(options)),
  );
}

/**
 * Whether a passkey's answer to `expectedChallenge` proves `userId`: a passkey of theirs, signed by
 * its key, for this origin, with a counter that moved on (a cloned authenticator does not), and,
 * for a sign-in by the passkey alone (`verifiedHolder`), with its holder verified. Call after
 * `lockSecondFactors`.
 */
export async function checkPasskey(
  tx: Prisma.TransactionClient,
  config: Pick<ApiConfig, 'appUrl' | 'signInName'>,
  answer: { response: PasskeyAssertion; expectedChallenge: string; userId: string; verifiedHolder: boolean },
): Promise<boolean> {
  const party = relyingParty(config);
  const passkey = await tx.passkey.findUnique({ where: { credentialId: answer.response.id } });
  if (passkey?.userId !== answer.userId) return false;
  const verification = await verifyAuthenticationResponse({
    response: answer.response,
    expectedChallenge: answer.expectedChallenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: answer.verifiedHolder,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await tx.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  return true;
}
