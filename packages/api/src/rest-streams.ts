import { type Context } from './context';
import { streamOrderListOverRest } from './routers/orders/read/get-list';

/**
 * A procedure's REST variant that writes its `data` as it is read instead of answering it in one
 * piece (tRPC's caller cannot stream). It shares the procedure's path and policy, which the REST
 * layer checks first; it answers null when this call is for the procedure itself.
 */
export type RestStream = (
  ctx: Context,
  rawInput: unknown,
) => Promise<AsyncIterable<readonly unknown[]> | null>;

/** Streamed REST variants by procedure path. */
export const restStreams: Readonly<Record<string, RestStream>> = {
  'orders.getList': streamOrderListOverRest,
};
