import { randomUUID } from 'node:crypto';

import { type Request, type RequestHandler, type Response } from 'express';

import { type ApiLog, type LoggedCredential } from '@backoffice/api';

import { type Logger } from '../logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when it looks like one, else a new uuid. */
    id: string;
    /** Logs bound to this request (the procedures' own error and warning lines). */
    log: ApiLog;
  }
}

/** A caller's X-Request-Id is kept when it looks like an id; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Probes that would flood the log. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** What the request log and the metrics know about a request once it was routed. */
export interface RequestLocals {
  /** The signed-in user, once the session was resolved (an API key's own account for a key). */
  userId?: string;
  /** The API key the request came with, named in the request log. */
  apiKey?: { id: string; name: string; policy: string };
  /** The credential's kind and id, on every log line of the request (set by the front door). */
  credential?: LoggedCredential;
  /** A bounded route label: the REST path, the tRPC procedure(s), or a fixed name. */
  route?: string;
}

export const requestLocals = (res: Response) => res.locals as RequestLocals;

/** Parts of a query parameter's name that make its value a secret (`reset_token`, `X-Amz-Signature`). */
const SECRET_NAME_PARTS = /token|secret|passw|signature|credential|apikey|auth|session/;
/** Whole words of a name that do, too short to look for inside other words (`api_key`, not `monkey`). */
const SECRET_NAME_WORDS = new Set(['key', 'code', 'sig', 'pwd', 'otp', 'pin', 'jwt']);

function isSecretName(encodedName: string): boolean {
  let name = encodedName.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: judged as written.
  }
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return SECRET_NAME_PARTS.test(words.join('')) || words.some((word) => SECRET_NAME_WORDS.has(word));
}

/**
 * A URL (a path with its query, or a whole address) with the values of its secret-looking query
 * parameters replaced by `[redacted]`; the rest is kept as written.
 */
export function redactQuerySecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const queryEnd = fragmentStart === -1 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals !== -1 && isSecretName(pair.slice(0, equals))
        ? `${pair.slice(0, equals)}=[redacted]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`;
}

/**
 * The request as its log lines show it: secrets of the query string are redacted in the URL and the
 * Referer (a reset link's token, an `api_key`); the logger redacts the session and authorization
 * headers.
 */
const requestFields = (req: Request) => ({
  id: req.id,
  method: req.method,
  url: redactQuerySecrets(req.originalUrl),
  headers:
    req.headers.referer === undefined
      ? req.headers
      : { ...req.headers, referer: redactQuerySecrets(req.headers.referer) },
  remoteAddress: req.socket.remoteAddress,
});

/**
 * A logger made on first use: most requests log nothing of their own, and binding the request to a
 * pino child (serialising and redacting its headers) on every request cost more CPU than the rest of
 * the request log.
 */
export function lazyLog(make: () => ApiLog): ApiLog {
  let log: ApiLog | undefined;
  const get = () => (log ??= make());
  return {
    error: (fields, message) => get().error(fields, message),
    warn: (fields, message) => get().warn(fields, message),
    info: (fields, message) => get().info(fields, message),
    debug: (fields, message) => get().debug(fields, message),
    child: (bindings) => lazyLog(() => get().child(bindings)),
  };
}

/**
 * One line per request (method, URL, status, time, request id, credential and route), written when the
 * answer is finished, and only built when its level is logged; the request id is also sent back as
 * `X-Request-Id`. Query secrets are redacted here; session tokens and authorization headers by the logger.
 */
export function requestLog(logger: Logger): RequestHandler {
  const base = logger.pino;
  return (req, res, next) => {
    const started = Date.now();
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    // Made at its first use, after the front door named the credential.
    req.log = lazyLog(() =>
      base.child({ req: requestFields(req), credential: requestLocals(res).credential ?? { kind: 'none' } }),
    );
    if (UNLOGGED_PATHS.has(req.url)) return next();

    const finished = (error?: Error) => {
      res.off('finish', finished);
      res.off('close', finished);
      res.off('error', finished);
      // 503 (database or billing system unavailable, busy hashing) is expected and answered: a warning.
      const failed = error !== undefined || (res.statusCode >= 500 && res.statusCode !== 503);
      const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!base.isLevelEnabled(level)) return;
      const locals = requestLocals(res);
      const fields = {
        req: requestFields(req),
        user: locals.userId ?? null,
        credential: locals.credential ?? { kind: 'none' },
        ...(locals.apiKey ? { apiKey: locals.apiKey } : {}),
        route: locals.route ?? null,
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
        ...(error || res.statusCode >= 500
          ? { err: error ?? new Error(`failed with status code ${res.statusCode}`) }
          : {}),
      };
      base[level](fields, error || res.statusCode >= 500 ? 'request failed' : 'request');
    };
    res.on('finish', finished);
    res.on('close', finished);
    res.on('error', finished);
    next();
  };
}
