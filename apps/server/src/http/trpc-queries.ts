import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { type NextFunction, type Request, type Response } from 'express';

import {
  type CallableProcedure,
  type Context,
  procedureAt,
  retryAfterOf,
  trpcErrorShape,
} from '@backoffice/api';

import { contextOf } from './authorisation';
import { requestLocals } from './request-log';

export interface TrpcQueryOptions {
  /** Hears of every failed call, as tRPC's adapter `onError` does. */
  onError: (failure: { error: TRPCError; path: string; req: Request }) => void;
}

/** The longest wait any of a call's errors asks for, in seconds (0: none), for one `Retry-After`. */
export const retryAfterOfAll = (errors: readonly unknown[]) =>
  Math.max(0, ...errors.map((error) => retryAfterOf(error) ?? 0));

/** The calls of one GET, or null when tRPC's own adapter should answer it. */
function queryCallsOf(req: Request): Array<{ procedure: CallableProcedure; input: unknown }> | null {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return null;
  const batch = req.query.batch === '1';
  const paths = decodeURIComponent(req.path.slice(1)).split(',');
  if (!batch && paths.length > 1) return null;
  const procedures = paths.map(procedureAt);
  if (!procedures.every((procedure) => procedure?.type === 'query')) return null;
  let input: unknown;
  try {
    const raw = req.query.input;
    input = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return null;
  }
  const inputs = (input ?? {}) as Record<string, unknown>;
  return (procedures as CallableProcedure[]).map((procedure, index) => ({
    procedure,
    input: batch ? inputs[index] : input,
  }));
}

/**
 * The screens' reads (GET queries, single or batched) dispatched straight to the procedures, as
 * REST is: tRPC's adapter builds a Fetch Request and Response per call and streams the body
 * through them, which measured 0.4 ms of server CPU per request against 0.55 ms for a whole REST
 * list page (docs/benchmarks.md). The answer is tRPC's own wire format, error shapes from the
 * router's formatter; anything else (mutations, streaming, unparsable input) goes on to the adapter.
 */
export function trpcQueries({ onError }: TrpcQueryOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const calls = queryCallsOf(req);
    if (!calls) return next();
    void (async () => {
      const locals = requestLocals(res);
      locals.route = calls.length > 1 ? '/trpc/batch' : `/trpc/${calls[0]?.procedure.path}`;
      let ctx: Context | undefined;
      let contextError: unknown;
      try {
        ctx = contextOf(res);
      } catch (cause) {
        contextError = cause;
      }
      const errors: TRPCError[] = [];
      const answers = await Promise.all(
        calls.map(async ({ procedure, input }, batchIndex) => {
          const path = procedure.path;
          try {
            if (!ctx) throw getTRPCErrorFromUnknown(contextError);
            return { result: { data: await procedure.call(ctx, input, batchIndex) } };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            errors.push(error);
            onError({ error, path, req });
            return { error: trpcErrorShape({ error, type: 'query', path, input, ctx }) };
          }
        }),
      );
      const retryAfter = retryAfterOfAll(errors);
      if (retryAfter > 0) res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('Vary', 'trpc-accept, accept');
      // Not batched, a GET names one procedure (queryCallsOf): its answer is the body.
      const body = req.query.batch === '1' ? answers : answers[0];
      if (!body) throw new Error('A tRPC query without a call');
      res.status(getHTTPStatusCode(body)).json(body);
    })().catch(next);
  };
}
