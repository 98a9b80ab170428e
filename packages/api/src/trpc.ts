import { initTRPC, TRPCError } from '@trpc/server';
import { type OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodRealError, type z } from 'zod';

import { isUnsafeText, validationMessages } from '@backoffice/shared';

import { type AccessPolicy, authorise } from './auth/authorise';
import { type Caller, type SessionCaller } from './auth/caller';
import { forgetCachedSessions } from './auth/session';
import { type Context } from './context';
import { type DeclaredError } from './rest-errors';
import {
  mapDatabaseError,
  orderFieldChangesOf,
  staleOrderChangeOf,
  stepUpOf,
  translateIssues,
} from './errors';

export type ApiMeta = OpenApiMeta<{
  policy?: AccessPolicy;
  personOnly?: boolean;
  /** What it may fail with besides what every call of its kind may (listed in the OpenAPI document). */
  errors?: readonly DeclaredError[];
  /** The same, for every procedure built on a base procedure (a company-module call's missing header). */
  baseErrors?: readonly DeclaredError[];
}>;

const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const isInternal = error.code === 'INTERNAL_SERVER_ERROR';
      const issues =
        error.cause && error.cause.name === 'ZodError' && 'issues' in error.cause
          ? error.cause.issues
          : undefined;
      // Never leak stack traces or internal messages to clients.
      return {
        message: isInternal ? 'Internal server error' : shape.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues,
          staleOrder: staleOrderChangeOf(error) ?? undefined,
          fieldChanges: orderFieldChangesOf(error) ?? undefined,
          stepUp: stepUpOf(error) ?? undefined,
        },
      };
    },
  });

export const router = t.router;

type MiddlewareResult = { ok: boolean; error?: TRPCError };

/**
 * What every procedure needs after it runs:
 * - validation issues carry message keys of @backoffice/shared (the client translates them); other
 *   channels get the English text in `message` and the key in `messageId`;
 * - database constraint failures become 4xx answers instead of 500s;
 * - a write may end sessions or change who holds them, so the session cache is dropped after it;
 * - a write may have written events, so the job runner is told to deliver them.
 */
function finishCall<TResult extends MiddlewareResult>(ctx: Context, type: string, result: TResult): TResult {
  if (type === 'mutation') {
    forgetCachedSessions(ctx.prisma);
    if (result.ok) ctx.jobs?.feed();
  }
  if (!result.ok && result.error) {
    const cause = result.error.cause;
    if (cause instanceof ZodError) translateIssues(cause);
    const mapped = mapDatabaseError(cause);
    if (mapped instanceof TRPCError) throw mapped;
  }
  return result;
}

const UNSAFE_TEXT_MESSAGE = validationMessages.unsafeText;

function collectUnsafeText(value: unknown, path: PropertyKey[], issues: z.core.$ZodIssue[], depth = 0) {
  if (issues.length >= 20 || depth > 32) return;
  if (typeof value === 'string') {
    if (isUnsafeText(value)) {
      issues.push({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: undefined });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectUnsafeText(item, [...path, index], issues, depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) {
        issues.push({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: undefined });
      }
      collectUnsafeText(item, [...path, key], issues, depth + 1);
    }
  }
}

/**
 * Every string of every input, at any depth, is refused with a 400 naming its field when it holds
 * unsafe text (shared `isUnsafeText`): a control character other than tab, line feed and carriage
 * return, DEL, or a lone surrogate. PostgreSQL rejects NUL and lone surrogates (22021), which would
 * otherwise end in a 500; the other control characters have no use in a name, an address, a note or
 * an HTML body, and only hide text wherever it is shown or exported.
 */
async function rejectUnsafeText(getRawInput: () => Promise<unknown>) {
  const issues: z.core.$ZodIssue[] = [];
  collectUnsafeText(await getRawInput(), [], issues);
  if (issues.length === 0) return;
  for (const issue of issues as Array<{ messageId?: string }>) issue.messageId = 'unsafeText';
  throw new TRPCError({ code: 'BAD_REQUEST', message: UNSAFE_TEXT_MESSAGE, cause: new ZodRealError(issues) });
}

/**
 * Who a procedure of this policy sees: nobody or anyone for a public one, a person for a `session`,
 * administrator's or person-only one (an API key has no role and no account of its own to change),
 * a person or a `staff` key otherwise.
 */
type CallerOf<TPolicy extends AccessPolicy, TPersonOnly extends boolean> = TPolicy extends 'public'
  ? (TPersonOnly extends true ? SessionCaller : Caller) | null
  : TPersonOnly extends true
    ? SessionCaller
    : TPolicy extends 'staff'
      ? Caller
      : SessionCaller;

// One middleware per procedure, authorisation included: tRPC copies the call options and the context
// for every middleware level, which was a fifth of a cached read's CPU time.
const guarded = <TPolicy extends AccessPolicy, TPersonOnly extends boolean = false>(
  policy: TPolicy,
  personOnly?: TPersonOnly,
) =>
  t.procedure.meta({ policy, personOnly }).use(async ({ ctx, type, next, getRawInput, path }) => {
    authorise(ctx.caller, { name: path, policy, personOnly });
    await rejectUnsafeText(getRawInput);
    return finishCall(
      ctx,
      type,
      await next({ ctx: { caller: ctx.caller as CallerOf<TPolicy, TPersonOnly> } }),
    );
  });

export const publicProcedure = guarded('public');
export const sessionProcedure = guarded('session');
export const staffProcedure = guarded('staff');
export const adminProcedure = guarded('admin');
export const superAdminProcedure = guarded('superAdmin');
/** Calls about the caller's own account that need no sign-in (sign-in, registration, password links). */
export const personPublicProcedure = guarded('public', true);
/** Calls about a signed-in person's own account (the profile): never an API key's. */
export const personStaffProcedure = guarded('staff', true);
/** An administrator's calls that must name who made them (customers' personal data): never an API key's. */
export const personAdminProcedure = guarded('admin', true);
