import { TRPCError } from '@trpc/server';
import { type ZodError, ZodRealError, type z } from 'zod';

import { formatDate, issueText, type OrderFieldChange, type StepUpMethod } from '@backoffice/shared';

import { IntegrationError } from './integrations/http-client';

/** Domain failures with the HTTP meaning the contract promises (400/401/403/404/409/413/429/503). */
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message = 'Session is missing or expired') =>
  new TRPCError({ code: 'UNAUTHORIZED', message });
export const forbidden = (message = 'Your role does not allow this action') =>
  new TRPCError({ code: 'FORBIDDEN', message });
export const notFound = (what: string) => new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** The last change of an order: its version now, who made the change ('' for the system) and when (ISO). */
export interface OrderChange {
  version: number;
  changedBy: string;
  changedAt: string;
}

/** An action made on an order version that is no longer current: 409, with the change that moved it on. */
export class StaleOrderError extends TRPCError {
  constructor(readonly change: OrderChange) {
    super({
      code: 'CONFLICT',
      message: `This order was changed${change.changedBy ? ` by ${change.changedBy}` : ''} at ${formatDate(change.changedAt, 'DD.MM.YYYY HH:mm:ss')}: reload it before changing it`,
    });
  }
}

/**
 * A dangerous action (a credential made, a role changed, a large refund) asked of a person who has not
 * confirmed it is them recently: 403 naming how they may confirm (`stepUp`), then the call is sent again.
 */
export class StepUpRequiredError extends TRPCError {
  constructor(readonly methods: StepUpMethod[]) {
    super({ code: 'FORBIDDEN', message: 'Confirm it is you before this action (step-up)' });
  }
}

/** The ways a StepUpRequiredError offers, wherever it sits in the error's causes. */
export function stepUpOf(error: unknown): StepUpMethod[] | null {
  if (error instanceof StepUpRequiredError) return error.methods;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof StepUpRequiredError ? cause.methods : null;
}

/** An edit whose fields were changed meanwhile by someone else: 409, with each such field's change. */
export class OrderFieldConflictError extends TRPCError {
  constructor(readonly changes: OrderFieldChange[]) {
    super({
      code: 'CONFLICT',
      message: `Changed by someone else since you opened it: ${changes
        .map(
          (change) =>
            `${change.field} is now "${change.value}"${change.changedBy ? ` (${change.changedBy})` : ''}`,
        )
        .join('; ')}`,
    });
  }
}

/** The field changes an OrderFieldConflictError carries, wherever it sits in the error's causes. */
export function orderFieldChangesOf(error: unknown): OrderFieldChange[] | null {
  if (error instanceof OrderFieldConflictError) return error.changes;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof OrderFieldConflictError ? cause.changes : null;
}

/** The order change a StaleOrderError carries, wherever it sits in the error's causes. */
export function staleOrderChangeOf(error: unknown): OrderChange | null {
  if (error instanceof StaleOrderError) return error.change;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof StaleOrderError ? cause.change : null;
}

/**
 * A 400 with one issue per refused field, as a failed input schema answers: REST clients read the
 * issues, the web client shows each under its field. Messages are keys of @backoffice/shared.
 */
export function invalidFields(issues: z.core.$ZodIssue[]): TRPCError {
  const summary = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: `Input validation failed: ${summary}`,
    cause: new ZodRealError(issues),
  });
}

/**
 * A 409 for a value another record already has. With the field known, it carries one issue on that
 * field (key `valueTaken`), so a form shows the refusal under the field; REST clients read it too.
 */
export function valueTaken(field: string | null, message: string): TRPCError {
  if (!field) return conflict(message);
  return new TRPCError({
    code: 'CONFLICT',
    message,
    cause: new ZodRealError([
      {
        code: 'custom',
        path: [field],
        message,
        messageId: 'valueTaken',
        input: undefined,
      } as z.core.$ZodIssue,
    ]),
  });
}

/**
 * The column(s) a unique-constraint failure (Prisma P2002) is about, as the index names them: Prisma's
 * `target`, or, through a driver adapter, the index's name without Prisma's `<table>_` and `_key`
 * (`seo_url`; a key over several columns joins them: `user_id_list_key_name`). Null when unknown.
 */
export function uniqueViolationColumn(error: unknown): string | null {
  const meta = (error as { meta?: Record<string, unknown> } | null)?.meta;
  if (Array.isArray(meta?.target)) return meta.target.join('_');
  const cause = (
    meta?.driverAdapterError as { cause?: { constraint?: { index?: unknown }; table?: unknown } }
  )?.cause;
  const index = cause?.constraint?.index;
  const table = cause?.table;
  if (typeof index !== 'string' || typeof table !== 'string' || !index.startsWith(`${table}_`)) return null;
  return /^(.+)_key$/.exec(index.slice(table.length + 1))?.[1] ?? null;
}

/** Issues keep their message key in `messageId` and carry the English text in `message`. */
export function translateIssues(error: ZodError): void {
  for (const issue of error.issues as Array<{ message: string; messageId?: string }>) {
    issue.messageId ??= issue.message;
    issue.message = issueText(issue as (typeof error.issues)[number]);
  }
}

/** invalidFields for one field. */
export const invalidField = (field: string, message: string) =>
  invalidFields([{ code: 'custom', path: [field], message, input: undefined }]);

/** A 429 or 503 that tells the client when to try again (sent as the `Retry-After` header). */
export class RetryLaterError extends TRPCError {
  readonly retryAfterSeconds: number;
  constructor(
    code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE',
    message: string,
    retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super({ code, message, cause });
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds = 60) =>
  new RetryLaterError('TOO_MANY_REQUESTS', message, retryAfterSeconds);
export const serviceUnavailable = (message: string, retryAfterSeconds = 5, cause?: unknown) =>
  new RetryLaterError('SERVICE_UNAVAILABLE', message, retryAfterSeconds, cause);

/** Seconds for the `Retry-After` header of an error, or null when it has none. */
export function retryAfterOf(error: unknown): number | null {
  if (error instanceof RetryLaterError) return error.retryAfterSeconds;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof RetryLaterError ? cause.retryAfterSeconds : null;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now, try again shortly';
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface PrismaKnownError {
  code: string;
  meta?: { target?: unknown; modelName?: string };
}
const isPrismaKnownError = (error: unknown): error is PrismaKnownError =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  /^P\d{4}$/.test((error as { code: string }).code);

/** Prisma codes of a database that cannot be reached, timed out or dropped the connection. */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** SQLSTATE classes 08 (connection), 53 (resources), 57 (operator intervention: shutdown, timeouts). */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|server closed the connection|Can't reach database|statement timeout|canceling statement due to|terminating connection|DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections|Unable to start a transaction in the given time/i;

/**
 * An outside service's failure (the BSS, the payment provider, any fetch): the socket codes in its
 * causes are that service's network, not the database's.
 */
const isOutsideServiceError = (error: object) =>
  error instanceof IntegrationError || (error instanceof TypeError && error.message === 'fetch failed');

/**
 * True when an error (or an error in its cause chain, including Prisma's driver adapter errors) says
 * the database is unreachable or too slow, rather than that the request was wrong. The walk stops at
 * an outside service's error, so a BSS refusing connections does not read as the database down.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current) && !isOutsideServiceError(current)) {
    seen.add(current);
    const value = current as {
      code?: unknown;
      errorCode?: unknown;
      kind?: unknown;
      originalCode?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    for (const code of [value.code, value.errorCode, value.originalCode]) {
      if (typeof code !== 'string') continue;
      if (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
    }
    if (typeof value.kind === 'string' && UNAVAILABLE_MESSAGES.test(value.kind)) return true;
    if (typeof value.message === 'string' && UNAVAILABLE_MESSAGES.test(value.message)) return true;
    current = value.cause;
  }
  return false;
}

/** Turns database constraint failures into client errors and outages into 503s instead of 500s. */
export function mapDatabaseError(error: unknown): unknown {
  if (error instanceof TRPCError) {
    return error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause)
      ? serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, error.cause)
      : error;
  }
  if (isDatabaseUnavailable(error)) {
    return serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, error);
  }
  if (!isPrismaKnownError(error)) return error;
  switch (error.code) {
    case 'P2002':
      return conflict('A record with the same unique value already exists');
    case 'P2025':
    case 'P2001':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Record not found' });
    case 'P2003':
      return badRequest('A referenced record does not exist');
    case 'P2000':
      return badRequest('A value is too long for its field');
    default:
      return error;
  }
}
