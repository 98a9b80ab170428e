import * as oidc from 'openid-client';

import { type SsoRefusal, type SystemRole } from '@backoffice/shared';

/** The organisation's OpenID provider (OIDC_* settings, docs/configuration.md). */
export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID token's claim naming the person's groups or roles (a string or a list of them). */
  roleClaim: string;
  /** Which of those values gives which system role; the highest one found wins. */
  roleMap: ReadonlyMap<string, SystemRole>;
  /** People unknown here get an account on their first sign-in. */
  provisioning: boolean;
  /** What the login page's button names: "Sign in with …". */
  name: string;
}

/** What the callback must find again: the checks a sign-in was started with, kept in a sealed cookie. */
export interface SsoFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Milliseconds since the epoch past which the sign-in is too old to finish. */
  expiresAt: number;
}

/** The ID token's claims the back office reads, once its signature, issuer, audience, nonce and times held. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  /** The values of the role claim. */
  groups: string[];
  /** The provider asked a second factor (`amr` names `mfa`, RFC 8176). */
  multiFactor: boolean;
}

/** A single sign-on that did not hold, with the reason the login page gives. */
export class SsoRefusedError extends Error {
  override readonly name = 'SsoRefusedError';
  constructor(
    readonly refusal: SsoRefusal,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** Each call to the provider waits this long at most. */
const TIMEOUT_SECONDS = 5;
/** The provider's metadata and keys are read again after this long (a key rotation is picked up). */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** A sign-in started and not finished within this long is refused as expired. */
export const SSO_FLOW_MS = 10 * 60_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

let discovered: { key: string; at: number; configuration: Promise<oidc.Configuration> } | undefined;

/**
 * The provider's configuration, read from its discovery document once per ten minutes. A failed read
 * is not kept, so the next sign-in tries again; the read, being safe, is tried twice. Plain http is
 * allowed only for a provider on loopback (the tests').
 */
function configurationOf(settings: SsoSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  if (discovered?.key === key && Date.now() - discovered.at < DISCOVERY_TTL_MS)
    return discovered.configuration;
  const issuer = new URL(settings.issuer);
  const discover = () =>
    oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      execute:
        issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [],
    });
  const configuration = discover()
    .catch(discover)
    .then((found) => {
      found.timeout = TIMEOUT_SECONDS;
      return found;
    });
  const entry = { key, at: Date.now(), configuration };
  discovered = entry;
  configuration.catch(() => {
    if (discovered === entry) discovered = undefined;
  });
  return configuration.catch((error: unknown) => {
    throw new SsoRefusedError(
      'unavailable',
      `The identity provider could not be reached: ${String(error)}`,
      error,
    );
  });
}

/** Where to send the browser, and the checks its return must pass (PKCE, `state`, `nonce`). */
export async function authorizationRequest(
  settings: SsoSettings,
  redirectUri: string,
): Promise<{ url: URL; flow: SsoFlow }> {
  const configuration = await configurationOf(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const flow: SsoFlow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    expiresAt: Date.now() + SSO_FLOW_MS,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile groups',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url, flow };
}

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

/** Why openid-client refused an answer, as the login page says it. */
function refusalOf(error: unknown): SsoRefusedError {
  if (error instanceof SsoRefusedError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new SsoRefusedError('cancelled', 'The person cancelled at the identity provider', error)
      : new SsoRefusedError('refused', `The identity provider answered ${error.error}`, error);
  }
  if (error instanceof oidc.ResponseBodyError) {
    return new SsoRefusedError('refused', `The token endpoint refused the code: ${error.error}`, error);
  }
  // A provider answering 5xx without an OAuth error body is down, not refusing.
  if (
    error instanceof oidc.ClientError &&
    error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
    error.cause instanceof Response &&
    error.cause.status >= 500
  ) {
    return new SsoRefusedError('unavailable', `The identity provider answered ${error.cause.status}`, error);
  }
  if (error instanceof oidc.ClientError) {
    return new SsoRefusedError(
      'refused',
      `The identity provider's answer did not hold: ${error.message}`,
      error,
    );
  }
  // fetch's own failures: refused connections, timeouts, a provider answering 5xx without a body.
  return new SsoRefusedError(
    'unavailable',
    `The identity provider could not be reached: ${String(error)}`,
    error,
  );
}

/**
 * The provider's return: the code is exchanged (with the PKCE verifier) for an ID token whose
 * signature, issuer, audience, nonce and times openid-client checks; `state` must be the one this
 * browser was sent with.
 */
export async function redeemAuthorizationCode(
  settings: SsoSettings,
  callbackUrl: URL,
  flow: SsoFlow,
): Promise<VerifiedIdentity> {
  if (flow.expiresAt < Date.now() || callbackUrl.searchParams.get('state') !== flow.state) {
    throw new SsoRefusedError('expired', 'The sign-in was not started in this browser, or took too long');
  }
  try {
    const configuration = await configurationOf(settings);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoRefusedError('refused', 'The identity provider sent no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : '',
      groups: stringsOf(claims[settings.roleClaim]),
      multiFactor: stringsOf(claims.amr).includes('mfa'),
    };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** The highest system role the person's groups give, or null when none is mapped. */
export function roleOfGroups(settings: SsoSettings, groups: readonly string[]): SystemRole | null {
  const roles = groups.flatMap((group) => {
    const role = settings.roleMap.get(group);
    return role === undefined ? [] : [role];
  });
  return roles.length > 0 ? (Math.max(...roles) as SystemRole) : null;
}
