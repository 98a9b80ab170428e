import { appRouter } from '@backoffice/api';

/** A router procedure as tRPC's own caller invokes it (the same call, without a proxy per request). */
export interface RouterProcedure {
  (options: {
    path: string;
    ctx: unknown;
    type: 'query' | 'mutation';
    getRawInput: () => Promise<unknown>;
    signal: undefined;
    batchIndex: number;
  }): Promise<unknown>;
  _def: { type: 'query' | 'mutation'; inputs: Array<{ _zod?: { def?: { type?: string } } }> };
}

const procedures = appRouter._def.procedures as unknown as Record<string, RouterProcedure | undefined>;

/** The procedure at a dotted path (`orders.deskList`), if there is one. */
export const procedureAt = (path: string): RouterProcedure | undefined =>
  Object.hasOwn(procedures, path) ? procedures[path] : undefined;

/** Procedures declared with `z.void()` take no input at all, not even `{}`. */
export const takesNoInput = (procedure: RouterProcedure) =>
  procedure._def.inputs.some((input) => input._zod?.def?.type === 'void');
