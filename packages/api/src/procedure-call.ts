import { type AnyRouter, getErrorShape, type TRPCError } from '@trpc/server';

import { type Context } from './context';
import { appRouter } from './root';
import { type ApiMeta } from './trpc';

/**
 * The only module that reads tRPC's internals, to call a procedure outside tRPC's adapter (the REST
 * routes, the screens' reads) and to list procedures with their meta (the OpenAPI document, the REST
 * map, the route table). `procedure-call.test.ts` pins each internal read here, so a tRPC upgrade
 * that changes one fails that test and nothing else needs checking.
 */
interface ProcedureInternals {
  (options: {
    path: string;
    ctx: unknown;
    type: 'query' | 'mutation';
    getRawInput: () => Promise<unknown>;
    signal: undefined;
    batchIndex: number;
  }): Promise<unknown>;
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    meta?: ApiMeta;
    inputs: Array<{ _zod?: { def?: { type?: string } } }>;
  };
}

/** A procedure as the transports see it: what it is and one way to call it. */
export interface CallableProcedure {
  /** The dotted path (`orders.deskList`). */
  path: string;
  type: 'query' | 'mutation';
  meta: ApiMeta | undefined;
  /** Declared with `z.void()`: it takes no input at all, not even `{}`. */
  takesNoInput: boolean;
  /** Runs the procedure with its middleware (authorisation included), as tRPC's own caller does. */
  call(ctx: Context, input: unknown, batchIndex?: number): Promise<unknown>;
}

const callableOf = (path: string, procedure: ProcedureInternals): CallableProcedure => {
  const type = procedure._def.type;
  if (type === 'subscription')
    throw new Error(`Procedure ${path} is a subscription, which no transport serves`);
  return {
    path,
    type,
    meta: procedure._def.meta,
    takesNoInput: procedure._def.inputs.some((input) => input._zod?.def?.type === 'void'),
    call: (ctx, input, batchIndex = 0) =>
      procedure({
        path,
        ctx,
        type,
        getRawInput: () => Promise.resolve(input),
        signal: undefined,
        batchIndex,
      }),
  };
};

/** Every procedure of a router by its dotted path. */
export function proceduresOf(router: AnyRouter): ReadonlyMap<string, CallableProcedure> {
  const procedures = router._def.procedures as Record<string, ProcedureInternals>;
  return new Map(Object.entries(procedures).map(([path, procedure]) => [path, callableOf(path, procedure)]));
}

/** The procedures of a router's record before it is a router (what `defineResource` answers). */
export const proceduresOfRecord = (record: object) =>
  new Map(
    Object.entries(record as Record<string, ProcedureInternals>).map(([name, procedure]) => [
      name,
      callableOf(name, procedure),
    ]),
  );

let appProcedures: ReadonlyMap<string, CallableProcedure> | undefined;

/** The app's procedures by dotted path. */
export const appProcedureMap = () => (appProcedures ??= proceduresOf(appRouter));

/** The app's procedure at a dotted path, if there is one. */
export const procedureAt = (path: string): CallableProcedure | undefined => appProcedureMap().get(path);

/** tRPC's wire shape of a failed call, formatted by the app router's error formatter. */
export const trpcErrorShape = (failure: {
  error: TRPCError;
  type: 'query' | 'mutation';
  path: string;
  input: unknown;
  ctx: Context | undefined;
}) => getErrorShape({ config: appRouter._def._config, ...failure });
