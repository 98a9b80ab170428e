import { type RequestHandler } from 'express';

/**
 * Procedures that check a password or create an account. Each call must arrive alone, so that one
 * HTTP request cannot carry hundreds of password checks past the per-request protections.
 */
export const UNBATCHABLE_PROCEDURES = new Set([
  'account.enter.login',
  'account.enter.registration',
  'account.profile.passwordUpdate',
  'account.profile.emailUpdate',
  'account.admin.updatePassword',
]);

const refuse = (res: Parameters<RequestHandler>[1], message: string) => {
  res.status(400).json({
    error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
  });
};

/**
 * Mounted on /trpc before tRPC's adapter: a batch may hold at most `maxBatch` calls (tRPC's own
 * `maxBatchSize` checks it again), and none of the access procedures above may be batched with
 * anything, itself included.
 */
export function trpcBatchGuard(maxBatch: number): RequestHandler {
  return (req, res, next) => {
    if (req.query.batch === undefined) return next();
    const paths = decodeURIComponent(req.path.replace(/^\//, '')).split(',');
    if (paths.length > maxBatch) return refuse(res, `A batch may hold at most ${maxBatch} calls`);
    if (paths.length > 1 && paths.some((path) => UNBATCHABLE_PROCEDURES.has(path))) {
      return refuse(res, 'Sign-in, registration and password calls cannot be batched');
    }
    next();
  };
}
