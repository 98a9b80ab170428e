import { type Request, type RequestHandler, type Response } from 'express';

import {
  type AccessPolicy,
  type ApiServices,
  authorise,
  authoriseAtTheDoor,
  type CallAccess,
  type Caller,
  type Context,
  createContext,
  loggedCredential,
  type PersonContext,
  isSignInChallengeToken,
  readRequestInfo,
} from '@backoffice/api';
import { defined } from '@backoffice/shared';
import { type Logger } from '../logger';
import { requestLocals } from './request-log';
import { restOperationAt, sendRestError } from './rest';

const TRPC_PREFIX = '/trpc/';

/** The procedures a request calls: a REST operation's, or those of a tRPC call (batched ones are comma-separated). */
function proceduresCalled(req: Request): string[] {
  if (req.path.startsWith(TRPC_PREFIX)) {
    try {
      return decodeURIComponent(req.path.slice(TRPC_PREFIX.length)).split(',');
    } catch {
      return [];
    }
  }
  const operation = restOperationAt(req.method, req.path);
  return operation ? [operation.procedure] : [];
}

type Resolved = { context: Context } | { failure: unknown };

/** What the front door resolved, kept for the routes (apart from the request log's `credential`). */
const resolvedOf = (res: Response) => res.locals as { resolution?: Resolved };

/**
 * The front door every request passes, whatever answers it next (a procedure over REST or tRPC, a
 * file route, a probe, a page): it resolves the credential once (a person's session, a `staff` or a
 * `channel` API key), names it in the request log, and lets a channel key no further than a call of
 * procedures on its list. The routes then authorise with the context it resolved (`authorise`).
 * Resolving can fail (the database is down): the failure is answered by the route that needs the
 * context, in that route's own shape, so a probe or a page still answers. A request carrying an API
 * key or a sign-in challenge, which the web client never sends as a credential, is answered at the
 * door: a refused one gets nothing at all, not even a page or a probe.
 */
export function credentialGate(services: ApiServices, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    let resolved: Resolved;
    try {
      const context = await createContext(services, readRequestInfo(req.headers, req.ip ?? null), req.log);
      resolved = { context };
      const locals = requestLocals(res);
      const caller = context.caller;
      locals.userId = caller?.account.id;
      locals.credential = loggedCredential(caller);
      if (caller?.kind === 'apiKey') locals.apiKey = caller.key;
      authoriseAtTheDoor(caller, proceduresCalled(req));
    } catch (failure) {
      if (answeredAtTheDoor(req)) {
        sendRestError(res, failure, (status, error) =>
          logger.error('credential check failed', {
            requestId: req.id,
            credential: { kind: 'refused' },
            status,
            message: error.message,
          }),
        );
        return;
      }
      resolved = { failure };
    }
    resolvedOf(res).resolution = resolved;
    next();
  };
}

function answeredAtTheDoor(req: Request) {
  const { apiKey, sessionToken } = readRequestInfo(req.headers, null);
  return apiKey !== null || (sessionToken !== null && isSignInChallengeToken(sessionToken));
}

/** The context the front door resolved for this request; throws what resolving it failed with. */
export function contextOf(res: Response): Context {
  const resolved = resolvedOf(res).resolution;
  if (!resolved) throw new Error('The credential gate was not passed before this route');
  if ('failure' in resolved) throw resolved.failure;
  return resolved.context;
}

/**
 * An express route's authorisation: the request's context, once `authorise` let the call through.
 * Every express route needs someone signed in, so the context it answers has a caller.
 */
export function authorisedContext(
  res: Response,
  access: CallAccess & { policy: Exclude<AccessPolicy, 'public'> },
): Context & { caller: Caller } {
  const context = contextOf(res);
  authorise(context.caller, access);
  return {
    ...context,
    caller: defined(context.caller, 'a caller, once a signed-in policy let the call through'),
  };
}

/** An express route a person calls as themselves (`personOnly`): its context names their session. */
export function authorisedPersonContext(
  res: Response,
  access: CallAccess & { policy: Exclude<AccessPolicy, 'public'>; personOnly: true },
): Context & PersonContext {
  const context = authorisedContext(res, access);
  const caller = context.caller;
  if (caller.kind !== 'session') throw new Error('A person-only route let an API key through');
  return { ...context, caller };
}
