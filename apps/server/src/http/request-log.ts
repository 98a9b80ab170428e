import { randomUUID } from 'node:crypto';

import { type RequestHandler, type Response } from 'express';
import { pinoHttp } from 'pino-http';

import { type Logger } from '../logger';

/** A caller's X-Request-Id is kept when it looks like an id; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What the request log and the metrics know about a request once it was routed. */
export interface RequestLocals {
  /** The signed-in user, once the session was resolved. */
  userId?: string;
  /** A bounded route label: the REST path, the tRPC procedure(s), or a fixed name. */
  route?: string;
}

export const requestLocals = (res: Response) => res.locals as RequestLocals;

/**
 * One line per request (method, URL, status, time, request id, user and route), written when the
 * answer is finished; the request id is also sent back as `X-Request-Id`. Session tokens and
 * authorization headers are redacted by the logger.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customProps: (_req, res) => {
      const locals = requestLocals(res as Response);
      return { user: locals.userId ?? null, route: locals.route ?? null };
    },
    // 503 (database or billing system unavailable, busy hashing) is expected and answered: a warning.
    customLogLevel: (_req, res, error) =>
      error || (res.statusCode >= 500 && res.statusCode !== 503)
        ? 'error'
        : res.statusCode >= 400
          ? 'warn'
          : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    serializers: {
      req: (req: { id: unknown; method: string; url: string; headers: unknown; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: {
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics',
    },
  });
}
