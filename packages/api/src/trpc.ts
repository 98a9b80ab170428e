import { initTRPC, TRPCError } from '@trpc/server';
import { type OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';

import { issueText, SystemRole, UserStatus } from '@backoffice/shared';

import { forgetCachedSessions } from './auth/session';
import { type Context } from './context';
import { forbidden, mapDatabaseError, unauthorized } from './errors';

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
        error.cause && error.cause.name === 'ZodError' && 'issues' in error.cause ? error.cause.issues : undefined;
      // Never leak stack traces or internal messages to clients.
      return {
        message: isInternal ? 'Internal server error' : shape.message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * One middleware for what every procedure needs around it (each extra tRPC middleware costs a context
 * copy per call):
 * - validation issues carry message keys of @backoffice/shared (the client translates them); other
 *   channels get the English text in `message` and the key in `messageId`;
 * - database constraint failures become 4xx answers instead of 500s;
 * - a write may end sessions or change who holds them, so the session cache is dropped after it.
 */
const procedureEnvelope = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation') forgetCachedSessions(ctx.prisma);
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof ZodError) {
      for (const issue of cause.issues as Array<{ message: string; messageId?: string }>) {
        issue.messageId ??= issue.message;
        issue.message = issueText(issue as (typeof cause.issues)[number]);
      }
    }
    const mapped = mapDatabaseError(cause);
    if (mapped instanceof TRPCError) throw mapped;
  }
  return result;
});

const base = t.procedure.use(procedureEnvelope);

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

const guarded = (policy: Exclude<AccessPolicy, 'public'>) =>
  base.meta({ policy }).use(({ ctx, next }) => {
    assertPolicy(policy, ctx.session);
    return next({ ctx: { session: ctx.session as NonNullable<Context['session']> } });
  });

export const publicProcedure = base.meta({ policy: 'public' });
export const sessionProcedure = guarded('session');
export const staffProcedure = guarded('staff');
export const adminProcedure = guarded('admin');
export const superAdminProcedure = guarded('superAdmin');
