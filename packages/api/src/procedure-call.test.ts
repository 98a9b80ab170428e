import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { type PrismaClient } from '@backoffice/db';

import { defaultApiConfig } from './config';
import { type Context, silentLog } from './context';
import { createLocalFileStorage } from './files/storage';
import { appProcedureMap, proceduresOf, procedureAt, trpcErrorShape } from './procedure-call';
import { publicProcedure, router, staffProcedure } from './trpc';

/**
 * Pins what procedure-call.ts reads of tRPC's internals (`_def.procedures`, `_def.type`, `_def.meta`,
 * `_def.inputs`, the callable procedure's options, `_def._config`): a tRPC upgrade that changes any
 * of them fails here.
 */
const probes = router({
  ping: publicProcedure.input(z.void()).query(() => 'pong'),
  echo: staffProcedure
    .meta({ openapi: { method: 'POST', path: '/api/test/echo' } })
    .input(z.object({ word: z.string().min(2) }))
    .mutation(({ input }) => input.word),
  nested: router({ batchIndex: publicProcedure.query(({ ctx }) => ctx.request.ip) }),
});

/** Nobody signed in, from an address; these procedures never reach the database (an empty stand-in). */
const context = (ip = '192.0.2.1'): Context => ({
  prisma: {} as PrismaClient,
  reads: {} as PrismaClient,
  config: defaultApiConfig,
  storage: createLocalFileStorage('unused-storage'),
  caller: null,
  log: silentLog,
  request: { ip, userAgent: null, sessionToken: null, apiKey: null, companyUuid: null },
});

describe('procedure-call', () => {
  const procedures = proceduresOf(probes);

  it('lists procedures by dotted path with their type, meta and input', () => {
    expect([...procedures.keys()].sort()).toEqual(['echo', 'nested.batchIndex', 'ping']);
    expect(procedures.get('ping')).toMatchObject({ path: 'ping', type: 'query', takesNoInput: true });
    expect(procedures.get('echo')).toMatchObject({
      type: 'mutation',
      takesNoInput: false,
      meta: { policy: 'staff', openapi: { method: 'POST', path: '/api/test/echo' } },
    });
  });

  it('calls a procedure through its middleware and its input schema', async () => {
    expect(await procedures.get('ping')?.call(context(), undefined)).toBe('pong');
    expect(await procedures.get('nested.batchIndex')?.call(context('198.51.100.7'), undefined, 3)).toBe(
      '198.51.100.7',
    );
    // The policy's middleware runs: nobody signed in may not call a staff procedure.
    await expect(procedures.get('echo')?.call(context(), { word: 'hello' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it("shapes a failure with the app router's formatter", () => {
    const shape = trpcErrorShape({
      error: new TRPCError({ code: 'FORBIDDEN', message: 'No' }),
      type: 'query',
      path: 'ping',
      input: undefined,
      ctx: undefined,
    });
    expect(shape).toMatchObject({
      message: 'No',
      code: -32003,
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
  });

  it("reads the app's router", () => {
    expect(procedureAt('orders.createOrder')).toMatchObject({
      type: 'mutation',
      meta: { openapi: { path: '/api/web-api/orders/create' } },
    });
    expect(procedureAt('toString')).toBeUndefined();
    expect(appProcedureMap().size).toBeGreaterThan(180);
  });
});
