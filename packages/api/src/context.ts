import { type PrismaClient } from '@backoffice/db';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@backoffice/shared';

import { isApiKeyToken, resolveApiKey } from './auth/api-keys';
import { type Actor, type Caller, type SessionCaller } from './auth/caller';
import { resolveSession } from './auth/session';
import { isSignInChallengeToken } from './auth/sign-in-challenge';
import { type ApiConfig } from './config';
import { mapDatabaseError, unauthorized } from './errors';
import { type FileStorage } from './files/storage';

/** Long-lived parts shared by every request. */
export interface ApiServices {
  prisma: PrismaClient;
  /**
   * Where long reads go (reports, exports, the dashboard's aggregates, whole-range streams): the read
   * replica when DATABASE_REPLICA_URL is set, else `prisma`. Never for a write, nor for a read that
   * must see the request's own writes (the replica may lag).
   */
  reads: PrismaClient;
  config: ApiConfig;
  storage: FileStorage;
  /**
   * This instance's job runner, told after each write so that the events it wrote are delivered
   * now rather than at the next poll. Absent in scripts and tests without a runner.
   */
  jobs?: { feed(): void };
}

/** What a transport (tRPC, REST, file routes) extracts from the HTTP request. */
export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** A person's session token (X-Session-Token, or `Authorization: Bearer`). */
  sessionToken: string | null;
  /** A channel's API key (`Authorization: Bearer bo_live_…`, or X-Session-Token as older channels send it). */
  apiKey: string | null;
  companyUuid: string | null;
  /** The Idempotency-Key header (order intake). */
  idempotencyKey?: string | null;
  /** The caller's language from Accept-Language (the web client sends its chosen one), for texts the server writes. */
  locale?: Locale;
}

/** A structured logger (pino's shape): the server passes the request's own, with its request id. */
export interface ApiLog {
  error(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  debug(fields: object, message?: string): void;
  child(bindings: Record<string, unknown>): ApiLog;
}

/** A logger that writes nothing: scripts' and tests' contexts. */
export const silentLog: ApiLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  child: () => silentLog,
};

/**
 * Given by the REST layer: a procedure may leave its rows here to be written as they are read,
 * instead of answering them in one piece (tRPC's answer cannot stream).
 */
export interface RestStreamSlot {
  rows: AsyncIterable<readonly unknown[]> | null;
}

export interface Context extends ApiServices {
  request: RequestInfo;
  /** Who is calling, resolved from the request's credential: a person's session or an API key. */
  caller: Caller | null;
  /** The request's logger, bound to the caller's account when there is one. */
  log: ApiLog;
  /** Present on a REST call: where a procedure may leave rows to stream. */
  restStream?: RestStreamSlot;
}

/** A call made by a person signed in (administrators' and own-account calls): never an API key's. */
/**
 * The context of a write to a record: a call's, or a schedule's making its change at its time as the
 * person who scheduled it (whose actor is not a caller: it calls nothing).
 */
export type WriteContext = Omit<Context, 'caller'> & { caller: Actor | null };

export type PersonContext = Pick<Context, 'prisma' | 'request' | 'config'> & { caller: SessionCaller };

type HeaderValue = string | string[] | undefined;
const firstHeader = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value)?.trim() || null;

/**
 * The first supported language of an Accept-Language header, by quality then order ('it-IT,it;q=0.9'
 * is Italian); anything else, or no header, is the default language.
 */
export function localeOf(acceptLanguage: string | null): Locale {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * Reads the credential from X-Session-Token, or from `Authorization: Bearer` for other channels: an
 * API key by its prefix, else a session token.
 */
export function readRequestInfo(headers: Record<string, HeaderValue>, ip: string | null): RequestInfo {
  const bearer = firstHeader(headers.authorization);
  const token =
    firstHeader(headers['x-session-token']) ??
    (bearer?.toLowerCase().startsWith('bearer ') ? bearer.slice(7).trim() : null);
  const credential = token && token !== 'null' ? token : null;
  const isKey = credential !== null && isApiKeyToken(credential);
  return {
    ip,
    userAgent: firstHeader(headers['user-agent']),
    sessionToken: isKey ? null : credential,
    apiKey: isKey ? credential : null,
    companyUuid: firstHeader(headers['x-company-uuid']),
    idempotencyKey: firstHeader(headers['idempotency-key']),
    locale: localeOf(firstHeader(headers['accept-language'])),
  };
}

export async function createContext(
  services: ApiServices,
  request: RequestInfo,
  log: ApiLog = silentLog,
): Promise<Context> {
  // The password step's challenge is no credential for any call, public ones included: only the
  // second step's calls take it, in their body.
  if (request.sessionToken && isSignInChallengeToken(request.sessionToken)) {
    throw unauthorized('A sign-in challenge is not a session: finish signing in with the second step');
  }
  let caller: Caller | null = null;
  try {
    if (request.apiKey) caller = await resolveApiKey(services.prisma, services.config, request.apiKey);
    else if (request.sessionToken) {
      caller = await resolveSession(services.prisma, services.config, request.sessionToken);
    }
  } catch (error) {
    // A database outage while checking the credential is a 503 with Retry-After, not a 500.
    throw mapDatabaseError(error);
  }
  // A channel's key that is unknown or revoked is refused outright, even for public calls.
  if (request.apiKey && !caller) throw unauthorized('The API key is unknown or revoked');
  return { ...services, request, caller, log: caller ? log.child({ user: caller.account.id }) : log };
}
