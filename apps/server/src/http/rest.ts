import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ZodError } from 'zod';

import {
  listRestOperations,
  mapDatabaseError,
  procedureAt,
  type RestStreamSlot,
  retryAfterOf,
  stepUpOf,
} from '@backoffice/api';

import { type Logger } from '../logger';
import { contextOf } from './authorisation';
import { writeJsonDataStream } from './json-stream';
import { requestLocals } from './request-log';

/** A repeated query parameter stays a list; a single one becomes its value. */
function queryInput(query: Request['query']) {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      Array.isArray(value) && value.length === 1 ? value[0] : value,
    ]),
  );
}

/** The contract's error body: `{ message, code, issues? }`, never a stack trace. */
export function restErrorBody(error: TRPCError) {
  const cause = error.cause;
  const stepUp = stepUpOf(error);
  if (error.code === 'BAD_REQUEST' && cause instanceof ZodError) {
    const issues = cause.issues;
    const summary = issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
    return { message: `Input validation failed: ${summary}`, code: error.code, issues };
  }
  return {
    message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : error.message,
    code: error.code,
    // A refusal that belongs to a field (a value another record has) names it, as a 400 does.
    ...(cause instanceof ZodError ? { issues: cause.issues } : {}),
    ...(stepUp ? { step_up: { methods: stepUp } } : {}),
  };
}

/**
 * Answers a failed call as REST does: the contract's status (database outages as 503), Retry-After
 * where the error has one, and the error body. `onServerError` hears of every 5xx.
 */
export function sendRestError(
  res: Response,
  cause: unknown,
  onServerError: (status: number, error: TRPCError) => void,
) {
  const error = getTRPCErrorFromUnknown(mapDatabaseError(cause));
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== null) res.setHeader('Retry-After', String(retryAfter));
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) onServerError(status, error);
  res.status(status).json(restErrorBody(error));
}

const operationsByRoute = new Map(
  listRestOperations().map((operation) => [`${operation.method} ${operation.path}`, operation]),
);

/** The REST operation a method and path call, if any. */
export const restOperationAt = (method: string, path: string) => operationsByRoute.get(`${method} ${path}`);

/**
 * Serves every procedure that has OpenAPI meta at its documented method and path. The OpenAPI
 * document still comes from trpc-to-openapi; requests are dispatched here directly through a tRPC
 * caller, which costs a fraction of the generic handler (no Fetch Request per call).
 */
export function createRestRoutes(logger: Logger, jsonBodyLimitBytes: number) {
  const parseJson = express.json({
    limit: jsonBodyLimitBytes,
    type: ['application/json', 'application/*+json'],
  });
  const handlers = new Map<string, (req: Request, res: Response) => Promise<void>>();
  for (const operation of operationsByRoute.values()) {
    const procedure = procedureAt(operation.procedure);
    if (!procedure) throw new Error(`No procedure ${operation.procedure} for ${operation.path}`);
    const handler = async (req: Request, res: Response) => {
      try {
        const locals = requestLocals(res);
        locals.route = operation.path;
        const ctx = contextOf(res);
        const stream: RestStreamSlot = { rows: null };
        ctx.restStream = stream;
        // A POST without a JSON body (logout from other channels) reads as `{}`.
        const input = procedure.takesNoInput
          ? undefined
          : operation.method === 'GET'
            ? queryInput(req.query)
            : ((req.body as unknown) ?? {});
        const output = await procedure.call(ctx, input);
        // A procedure that left rows to stream answers them as they are read (`{"data": [...]}`).
        if (stream.rows) return await writeJsonDataStream(res, stream.rows);
        res.json(output);
      } catch (cause) {
        if (res.headersSent) {
          logger.error('streamed answer failed', {
            requestId: req.id,
            credential: requestLocals(res).credential,
            path: operation.path,
            cause: String(cause),
          });
          return;
        }
        sendRestError(res, cause, (status, error) =>
          // Every 5xx (a bug, the database or the BSS down), with the request id to find its request line.
          logger.error('procedure failed', {
            requestId: req.id,
            credential: requestLocals(res).credential,
            path: operation.path,
            status,
            message: error.message,
            cause: String(error.cause ?? ''),
          }),
        );
      }
    };
    handlers.set(`${operation.method} ${operation.path}`, handler);
  }
  // One map lookup per request instead of testing every route's pattern in turn; mounted first, so
  // the REST paths skip the other routers, and only they parse JSON (the file routes set their own limits).
  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const handler = handlers.get(`${req.method} ${req.path}`);
    if (!handler) return next();
    if (req.method === 'GET') return void handler(req, res);
    parseJson(req, res, (error?: unknown) => (error ? next(error) : void handler(req, res)));
  };
  // What it answers, for whoever reads the app's route table (express cannot see into the map).
  return Object.assign(dispatch, { restOperations: [...operationsByRoute.values()] });
}
