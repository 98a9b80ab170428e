import { initTRPC, TRPCError } from '@trpc/server';
import { type OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodRealError, type z } from 'zod';

import { isUnsafeText, SystemRole, UserStatus, validationMessages } from '@backoffice/shared';

import { CHANNEL_KEY_PROCEDURES } from './auth/api-keys';
import { forgetCachedSessions } from './auth/session';
import { type Context } from './context';
import { forbidden, mapDatabaseError, staleOrderChangeOf, translateIssues, unauthorized } from './errors';

/**
 * Who may call a procedure. Every procedure declares exactly one; docs/permissions.md lists them.
 * - public: anyone, no session needed
 * - session: any signed-in account, including one still waiting for activation
 * - staff: an active user of any role
 * - admin: an active administrator or super administrator (roles 2 and 3)
 * - superAdmin: an active super administrator (role 3)
 */
export type AccessPolicy = 'public' | 'session' | 'staff' | 'admin' | 'superAdmin';

export type ApiMeta = OpenApiMeta<{ policy?: AccessPolicy }>;

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
        },
      };
    },
  });

export const router = t.router;

/** Throws the contract's 401/403 when a session does not satisfy a policy. */
export function assertPolicy(policy: AccessPolicy, session: Context['session']): void {
  if (policy === 'public') return;
  if (!session) throw unauthorized();
  if (policy === 'session') return;
  if (session.user.status !== UserStatus.Active) {
    throw forbidden('Your account is waiting for activation by an administrator');
  }
  if (policy === 'admin' && session.user.systemRole < SystemRole.Admin) throw forbidden();
  if (policy === 'superAdmin' && session.user.systemRole !== SystemRole.SuperAdmin) {
    throw forbidden('Only a super administrator can do this');
  }
}

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

// One middleware per procedure, policy check included: tRPC copies the call options and the context
// for every middleware level, which was a fifth of a cached read's CPU time.
export const publicProcedure = t.procedure
  .meta({ policy: 'public' })
  .use(async ({ ctx, type, next, getRawInput }) => {
    await rejectUnsafeText(getRawInput);
    return finishCall(ctx, type, await next());
  });

/**
 * A `channel` API key may call only its own list of procedures (CHANNEL_KEY_PROCEDURES), whatever
 * their role policy; a `staff` key is an active call-centre agent.
 */
function assertCallAllowed(
  policy: Exclude<AccessPolicy, 'public'>,
  session: Context['session'],
  path: string,
) {
  if (session?.apiKey?.policy !== 'channel') return assertPolicy(policy, session);
  if (!CHANNEL_KEY_PROCEDURES.has(path)) {
    throw forbidden('This API key may only create and read orders and read the catalogue');
  }
}

const guarded = (policy: Exclude<AccessPolicy, 'public'>) =>
  t.procedure.meta({ policy }).use(async ({ ctx, type, next, getRawInput, path }) => {
    assertCallAllowed(policy, ctx.session, path);
    await rejectUnsafeText(getRawInput);
    const session = ctx.session as NonNullable<Context['session']>;
    return finishCall(ctx, type, await next({ ctx: { session } }));
  });

export const sessionProcedure = guarded('session');
export const staffProcedure = guarded('staff');
export const adminProcedure = guarded('admin');
export const superAdminProcedure = guarded('superAdmin');
