import { type Prisma } from '@backoffice/db';
import {
  type SignInChallengeAnswer,
  type SignInOptions,
  SSO_PATHS,
  SYSTEM_ROLE_LABELS,
  UserStatus,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { openSecret, sealSecret } from '../../auth/secret-box';
import { canHoldSession } from '../../auth/session';
import {
  createSignInChallenge,
  findSignInChallenge,
  signInChallengeExpired,
  spendSignInChallenge,
} from '../../auth/sign-in-challenge';
import { type ApiConfig } from '../../config';
import { type Context } from '../../context';
import {
  authorizationRequest,
  redeemAuthorizationCode,
  roleOfGroups,
  type SsoFlow,
  SsoRefusedError,
  type SsoSettings,
  type VerifiedIdentity,
} from '../../integrations/identity-provider/client';
import { readSignInPolicy } from './second-factor/policy';
import { continueSignIn } from './second-factor/sign-in';

type SignInContext = Pick<Context, 'prisma' | 'config' | 'request'>;

/** What the login page offers: the password form (or only its break-glass link) and single sign-on. */
export async function signInOptions(ctx: Pick<Context, 'prisma' | 'config'>): Promise<SignInOptions> {
  const policy = await readSignInPolicy(ctx.prisma);
  return {
    password_sign_in: policy.password_sign_in,
    sso: ctx.config.sso ? { name: ctx.config.sso.name } : null,
  };
}

const settingsOf = (config: ApiConfig): SsoSettings => {
  if (!config.sso) throw new SsoRefusedError('unavailable', 'Single sign-on is not configured');
  return config.sso;
};

/** The provider sends the browser back here: built from APP_URL, never from a request's Host. */
const callbackUrlOf = (config: ApiConfig) => `${config.appUrl}${SSO_PATHS.callback}`;

/**
 * The start of a single sign-on: where to send the browser, and the flow's checks sealed for the
 * cookie that ties its return to this browser (so a link with someone else's code signs nobody in).
 */
export async function startSingleSignOn(config: ApiConfig): Promise<{ url: URL; sealedFlow: string }> {
  const { url, flow } = await authorizationRequest(settingsOf(config), callbackUrlOf(config));
  return { url, sealedFlow: sealSecret(config.secretKey(), JSON.stringify(flow)) };
}

function openFlow(config: ApiConfig, sealed: string | undefined): SsoFlow {
  try {
    if (!sealed) throw new Error('no cookie');
    return JSON.parse(openSecret(config.secretKey(), sealed)) as SsoFlow;
  } catch (error) {
    throw new SsoRefusedError('expired', 'No single sign-on was started in this browser', error);
  }
}

/**
 * The provider's return: the code becomes a verified identity, the identity a person of the back
 * office (linked by subject, else by a verified address, else provisioned when allowed) with the role
 * their groups give, and the person a one-minute handoff the web page exchanges for the sign-in.
 * Every refusal is audited with its reason and thrown as `SsoRefusedError`.
 */
export async function finishSingleSignOn(
  ctx: SignInContext,
  input: { callbackUrl: URL; sealedFlow: string | undefined },
): Promise<string> {
  let identity: VerifiedIdentity | null = null;
  try {
    const settings = settingsOf(ctx.config);
    identity = await redeemAuthorizationCode(
      settings,
      input.callbackUrl,
      openFlow(ctx.config, input.sealedFlow),
    );
    const verified = identity;
    const userId = await ctx.prisma.$transaction((tx) => personOf(tx, ctx, settings, verified));
    const { token } = await createSignInChallenge(ctx.prisma, userId, 'sso_handoff', {
      secondFactorAt: verified.multiFactor ? new Date() : undefined,
    });
    return token;
  } catch (error) {
    if (!(error instanceof SsoRefusedError)) throw error;
    await recordAudit(
      ctx.prisma,
      { caller: null, request: ctx.request },
      {
        action: 'account.sso.refuse',
        entityType: 'SingleSignOn',
        entityId: identity?.subject ?? '-',
        changes: { reason: error.refusal, detail: error.message, email: identity?.email ?? null },
      },
    );
    throw error;
  }
}

/** Splits "Ada Lovelace" into the profile's first and last names. */
const namesOf = (identity: VerifiedIdentity) => {
  const [first = '', ...rest] = identity.name.trim().split(/\s+/);
  return { firstName: first || (identity.email?.split('@')[0] ?? ''), lastName: rest.join(' ') };
};

async function personOf(
  tx: Prisma.TransactionClient,
  ctx: SignInContext,
  settings: SsoSettings,
  identity: VerifiedIdentity,
): Promise<string> {
  const role = roleOfGroups(settings, identity.groups);
  if (role === null) {
    throw new SsoRefusedError(
      'no_role',
      `No role is mapped to the groups ${JSON.stringify(identity.groups)}`,
    );
  }
  const audit = { caller: null, request: ctx.request };
  const link = { ssoIssuer: settings.issuer, ssoSubject: identity.subject };
  const select = { id: true, status: true, systemRole: true, ssoSubject: true } as const;
  let person =
    (await tx.user.findUnique({ where: { ssoIssuer_ssoSubject: link }, select })) ??
    (identity.email && identity.emailVerified
      ? await tx.user.findFirst({ where: { email: identity.email, ssoSubject: null, ownKey: null }, select })
      : null);
  if (!person) {
    if (!settings.provisioning || !identity.email || !identity.emailVerified) {
      throw new SsoRefusedError('unknown_person', `Nobody here is ${identity.email ?? identity.subject}`);
    }
    person = await tx.user.create({
      // No password: the person signs in through the provider (a reset link can give them one).
      data: {
        email: identity.email,
        passwordHash: '',
        ...namesOf(identity),
        ...link,
        systemRole: role,
        status: UserStatus.Active,
      },
      select,
    });
    await recordAudit(tx, audit, {
      action: 'account.sso.provision',
      entityType: 'User',
      entityId: person.id,
      changes: { email: identity.email, systemRole: SYSTEM_ROLE_LABELS[role] },
    });
    return person.id;
  }
  if (!canHoldSession(person.status)) {
    throw new SsoRefusedError(
      'account_disabled',
      `The account of ${identity.email ?? identity.subject} is disabled`,
    );
  }
  // The provider's groups are the truth about the role; an account waiting for activation is let in.
  const changes: Prisma.UserUpdateInput = {};
  if (person.systemRole !== role) changes.systemRole = role;
  if (person.status === UserStatus.Created) changes.status = UserStatus.Active;
  if (!person.ssoSubject) Object.assign(changes, link);
  if (Object.keys(changes).length > 0) {
    await tx.user.update({ where: { id: person.id }, data: changes });
    await recordAudit(tx, audit, {
      action: 'account.sso.update',
      entityType: 'User',
      entityId: person.id,
      changes: {
        ...(changes.systemRole === undefined
          ? {}
          : {
              systemRole: {
                from: SYSTEM_ROLE_LABELS[person.systemRole as typeof role],
                to: SYSTEM_ROLE_LABELS[role],
              },
            }),
        ...(changes.status === undefined ? {} : { activated: true }),
        ...(person.ssoSubject ? {} : { linked: identity.subject }),
      },
    });
  }
  return person.id;
}

/**
 * The web page's half: the handoff, spent once, opens the session (or the second step, when the
 * provider asked no second factor and the person has one here or their role requires one).
 */
export async function completeSsoHandoff(
  ctx: SignInContext,
  handoffToken: string,
): Promise<{ session_uuid: string } | SignInChallengeAnswer> {
  const handoff = await findSignInChallenge(ctx.prisma, handoffToken, 'sso_handoff');
  const user = handoff.user;
  if (!user || !canHoldSession(user.status)) throw signInChallengeExpired();
  await ctx.prisma.$transaction(async (tx) => {
    await spendSignInChallenge(tx, handoff.id);
    await recordAudit(
      tx,
      { caller: null, request: ctx.request },
      {
        action: 'account.sso.signIn',
        entityType: 'User',
        entityId: user.id,
        changes: { providerSecondFactor: handoff.secondFactorAt !== null },
      },
    );
  });
  return continueSignIn(ctx, user, { method: 'sso', secondFactorAt: handoff.secondFactorAt });
}
