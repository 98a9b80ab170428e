import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';

import { type paths } from './generated/openapi';

export interface BackofficeClientOptions {
  /** The server's address (`https://backoffice.example`), without a trailing path. */
  baseUrl: string;
  /** The channel's API key (`bo_live_…`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Tries after the first one when the server answers 429 or 503 (default 3). */
  maxRetries?: number;
  /** The longest wait, in seconds, the client accepts from `Retry-After` before giving up (default 30). */
  maxRetryAfterSeconds?: number;
  /** Gives up on a call that takes longer, in milliseconds (default 30 s). */
  timeoutMs?: number;
  fetch?: (request: Request) => Promise<Response>;
}

type Operation<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M];

/** The cart the order intake takes. */
export type OrderCart = NonNullable<
  paths['/api/web-api/orders/create']['post']['requestBody']
>['content']['application/json'];
type Responses<Op> = Op extends { responses: infer R } ? R : never;
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** A refusal, told apart by its status: its body is the one that status answers. */
export type Failure<Op> = {
  [S in keyof Responses<Op>]: S extends 200
    ? never
    : { ok: false; status: S; body: JsonBody<Responses<Op>[S]> };
}[keyof Responses<Op>];

/** What a call answered: its data, or a failure of one of the statuses the operation lists. */
export type Outcome<Op> =
  { ok: true; data: JsonBody<Responses<Op>[200 & keyof Responses<Op>]> } | Failure<Op>;

type PathsWith<M extends 'get' | 'post'> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** The statuses after which the server did not make the change: the same call may be sent again. */
const RETRIED_STATUSES = new Set([429, 503]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that sends a call again after a 429 or a 503, waiting what `Retry-After` says (at most
 * `maxRetryAfterSeconds`), and gives up on a call that takes longer than `timeoutMs`.
 */
function retryingFetch(options: BackofficeClientOptions) {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const maxRetries = options.maxRetries ?? 3;
  const maxWait = options.maxRetryAfterSeconds ?? 30;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(new Request(request.clone(), { signal: AbortSignal.timeout(timeoutMs) }));
      if (!RETRIED_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      const wait = Number(response.headers.get('retry-after') ?? '1');
      if (!Number.isFinite(wait) || wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(Math.max(wait, 0) * 1000);
    }
  };
}

/**
 * A typed client of the back office's REST API for a sales channel, on openapi-fetch: every path,
 * input and answer is typed from the server's OpenAPI document. `get` and `post` answer an `Outcome`
 * whose failures are typed by status; `raw` is openapi-fetch's own client.
 */
export function createBackofficeClient(options: BackofficeClientOptions) {
  const raw: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: retryingFetch(options),
    headers: { authorization: `Bearer ${options.apiKey}`, 'x-tenant': 'null' },
  });

  async function outcomeOf<Op>(result: Promise<{ data?: unknown; error?: unknown; response: Response }>) {
    const { data, error, response } = await result;
    // The statuses and bodies are those the document lists for the operation, which typed the call.
    return (
      response.ok ? { ok: true, data } : { ok: false, status: response.status, body: error }
    ) as Outcome<Op>;
  }

  return {
    raw,
    get<P extends PathsWith<'get'>>(path: P, ...init: InitOf<P, 'get'>) {
      return outcomeOf<Operation<P, 'get'>>(raw.GET(path, ...(init as never)));
    },
    post<P extends PathsWith<'post'>>(path: P, ...init: InitOf<P, 'post'>) {
      return outcomeOf<Operation<P, 'post'>>(raw.POST(path, ...(init as never)));
    },
    /**
     * Places an order from a cart. Keep `idempotencyKey` for the checkout and send it again after a
     * timeout or a 5xx: the server answers the order it made the first time (the retries after a 429
     * or a 503 send the same key already).
     */
    createOrder(cart: OrderCart, idempotencyKey: string = crypto.randomUUID()) {
      return outcomeOf<Operation<'/api/web-api/orders/create', 'post'>>(
        raw.POST('/api/web-api/orders/create', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: cart,
        }),
      );
    },
  };
}

/** The rest of a call's arguments: its parameters and body, optional when none is required. */
type InitOf<P extends keyof paths, M extends 'get' | 'post'> =
  MaybeOptionalInit<paths[P], M> extends infer Init
    ? undefined extends Init
      ? [init?: Init]
      : [init: Init]
    : never;

export type BackofficeClient = ReturnType<typeof createBackofficeClient>;
