import { assertCanManageCompany, resolveCompanyAccess } from '../../services/companies/rules';
import { staffProcedure } from '../../trpc';

/**
 * Company-module procedures: an active staff user acting on the company named in X-Company-Uuid,
 * which they own or are an active employee of. `ctx.companyAccess` says which company and whether
 * the caller may change it (see services/companies/rules.ts for the 400/404/403 answers).
 */
// No X-Company-Uuid: 400; no such company, or not the caller's: 404.
export const companyProcedure = staffProcedure
  .meta({ baseErrors: ['BAD_REQUEST', 'NOT_FOUND'] })
  .use(async ({ ctx, next }) => {
    const companyAccess = await resolveCompanyAccess(
      ctx.prisma,
      ctx.request.companyUuid,
      ctx.caller.account.id,
    );
    return next({ ctx: { companyAccess } });
  });

/** Changes to the company and its employees: its owner and admin employees, and not while the company is banned. */
export const companyManagerProcedure = companyProcedure.use(({ ctx, next }) => {
  assertCanManageCompany(ctx.companyAccess);
  return next();
});
