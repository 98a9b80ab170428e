import { type z } from 'zod';

/**
 * A typed JSON client for the external services the back office calls (the billing system, the
 * payment provider): a timeout per attempt, an overall deadline, retries with exponential
 * backoff for reads only, a circuit breaker, a cap on response size, schema-checked bodies, and every
 * failure turned into one `IntegrationError` whose `httpStatus` is 502 or 503. It never throws
 * anything else for a transport or a body problem, and it never waits past its deadline.
 */

/**
 * - not_configured: no base URL was given;
 * - unreachable: connection refused, reset or closed without an answer;
 * - timeout: no complete answer within the attempt's timeout;
 * - circuit_open: too many failures lately, calls fail fast until the service recovers;
 * - bad_status: the service answered an unexpected status (5xx, or a 4xx the caller did not expect);
 * - malformed: the body is not JSON, too large, or not of the expected shape.
 */
export type IntegrationFailure =
  'not_configured' | 'unreachable' | 'timeout' | 'circuit_open' | 'bad_status' | 'malformed';

export class IntegrationError extends Error {
  override readonly name = 'IntegrationError';
  /** When calls may succeed again: the open circuit's remaining pause (circuit_open). */
  retryAfterMs?: number;
  constructor(
    readonly service: string,
    readonly failure: IntegrationFailure,
    message: string,
    /** The status the service answered (bad_status). */
    readonly status?: number,
    /** The service's error body, when it sent one (bad_status). */
    readonly body?: unknown,
    /** The low-level error (fetch's TypeError, the abort, the schema's ZodError), for logs. */
    cause?: unknown,
  ) {
    super(`${service}: ${message}`, { cause });
  }

  /** 502 when the service answered wrongly, 503 when it could not be reached in time. */
  get httpStatus(): 502 | 503 {
    return this.failure === 'bad_status' || this.failure === 'malformed' ? 502 : 503;
  }

  /** Worth another attempt: the service may answer properly next time. */
  get transient(): boolean {
    if (this.failure === 'unreachable' || this.failure === 'timeout') return true;
    return this.failure === 'bad_status' && (this.status === 429 || (this.status ?? 0) >= 500);
  }
}

export interface CircuitBreakerOptions {
  /** Consecutive failed attempts (retries count) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before one trial call is let through. */
  resetAfterMs: number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/** Closed -> open after `failureThreshold` failed attempts in a row; open -> half-open after `resetAfterMs`, where
 * one trial call decides: success closes it, failure opens it again. */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: CircuitState = 'closed';

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.resetAfterMs) {
      this.current = 'half-open';
      this.trialInFlight = false;
    }
    return this.current;
  }

  /** Milliseconds until an open circuit lets a trial call through (0 when not open). */
  get retryAfterMs(): number {
    return this.state === 'open' ? Math.max(0, this.openedAt + this.options.resetAfterMs - this.now()) : 0;
  }

  /** Whether a call may go out now; in half-open, only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  onSuccess() {
    this.failures = 0;
    this.trialInFlight = false;
    this.current = 'closed';
  }

  onFailure() {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.options.failureThreshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }

  /** A call that ended without a verdict on the service's health (e.g. a 404 the caller expected). */
  onNeutral() {
    this.trialInFlight = false;
    if (this.current === 'half-open') this.current = 'closed';
  }
}

export interface HttpClientOptions {
  /** Name used in error messages and logs, e.g. 'BSS'. */
  service: string;
  /** Base URL; undefined makes every call fail with `not_configured`. */
  baseUrl: string | undefined;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Whole call, retries and backoff included. */
  deadlineMs?: number;
  /** Extra attempts for reads. */
  retries?: number;
  /** First backoff; doubles each retry (with jitter between half and all of it). */
  backoffMs?: number;
  breaker?: Partial<CircuitBreakerOptions>;
  maxResponseBytes?: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

export const DEFAULT_HTTP_CLIENT_OPTIONS = {
  timeoutMs: 2000,
  deadlineMs: 5000,
  retries: 2,
  backoffMs: 200,
  breaker: { failureThreshold: 5, resetAfterMs: 30_000 },
  maxResponseBytes: 5 * 1024 * 1024,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T extends z.ZodType> {
  method?: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The expected body of a success answer. */
  schema: T;
  /** Retry on transient failures. Default: only GET; a write is retried only if it is idempotent. */
  retry?: boolean;
  /** Non-2xx statuses the caller handles itself (e.g. 404): they resolve as `{ status, body }`. */
  acceptStatuses?: readonly number[];
  /** Headers of this request only, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** A 2xx answer with its checked body, or an answer of a status the caller accepted, with its raw body. */
export type HttpResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface HttpClient {
  readonly service: string;
  readonly breaker: CircuitBreaker;
  /** Calls made since the start, by outcome: `ok` (an answer taken) or the failure (after any retries). */
  callsByOutcome(): ReadonlyMap<'ok' | IntegrationFailure, number>;
  /** Sends the request; resolves with the parsed body of a 2xx answer, throws `IntegrationError` otherwise. */
  request<T extends z.ZodType>(options: RequestOptions<T>): Promise<z.output<T>>;
  /** Like request, but statuses in `acceptStatuses` resolve with their raw body instead of throwing. */
  send<T extends z.ZodType>(options: RequestOptions<T>): Promise<HttpResult<z.output<T>>>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const settings = {
    ...DEFAULT_HTTP_CLIENT_OPTIONS,
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  } as Required<Omit<HttpClientOptions, 'baseUrl' | 'breaker' | 'headers' | 'fetch' | 'now' | 'random'>> &
    HttpClientOptions;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? fetch;
  const breaker = new CircuitBreaker({ ...DEFAULT_HTTP_CLIENT_OPTIONS.breaker, ...options.breaker }, now);
  const service = options.service;
  const fail = (
    failure: IntegrationFailure,
    message: string,
    extra: { status?: number; body?: unknown; cause?: unknown } = {},
  ) => new IntegrationError(service, failure, message, extra.status, extra.body, extra.cause);

  function urlOf(path: string, query: RequestOptions<z.ZodType>['query']): string {
    // send() refuses first without a URL; this says so again for the compiler.
    const baseUrl = options.baseUrl;
    if (!baseUrl) throw fail('not_configured', 'no URL is configured');
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  /** Reads at most maxResponseBytes of the body. */
  async function readBody(response: Response): Promise<string> {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > settings.maxResponseBytes) {
      await response.body?.cancel().catch(() => {});
      throw fail('malformed', `answer of ${declared} bytes is larger than ${settings.maxResponseBytes}`);
    }
    if (!response.body) return '';
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > settings.maxResponseBytes) {
        await reader.cancel().catch(() => {});
        throw fail('malformed', `answer is larger than ${settings.maxResponseBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function attempt<T extends z.ZodType>(
    request: RequestOptions<T>,
    timeoutMs: number,
  ): Promise<HttpResult<z.output<T>>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const method = request.method ?? 'GET';
    try {
      let text: string;
      let status: number;
      try {
        const response = await doFetch(urlOf(request.path, request.query), {
          method,
          signal: controller.signal,
          headers: {
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
            ...request.headers,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          redirect: 'error',
        });
        status = response.status;
        text = await readBody(response);
      } catch (error) {
        if (error instanceof IntegrationError) throw error;
        if (controller.signal.aborted) {
          throw fail('timeout', `no answer to ${method} ${request.path} within ${timeoutMs} ms`, {
            cause: error,
          });
        }
        throw fail('unreachable', `${method} ${request.path} failed: ${describe(error)}`, { cause: error });
      }
      const parsed = parseJson(text);
      const ok = status >= 200 && status < 300;
      if (!ok) {
        if (request.acceptStatuses?.includes(status)) return { ok: false, status, body: parsed.value };
        throw fail('bad_status', `${method} ${request.path} answered ${status}`, {
          status,
          body: parsed.value,
        });
      }
      if (!parsed.ok) throw fail('malformed', `${method} ${request.path} answered a body that is not JSON`);
      const checked = request.schema.safeParse(parsed.value);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw fail(
          'malformed',
          `${method} ${request.path} answered an unexpected shape (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
          { cause: checked.error },
        );
      }
      return { ok: true, status, data: checked.data };
    } finally {
      clearTimeout(timer);
    }
  }

  const outcomes = new Map<'ok' | IntegrationFailure, number>();
  const count = (outcome: 'ok' | IntegrationFailure) =>
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

  async function send<T extends z.ZodType>(request: RequestOptions<T>): Promise<HttpResult<z.output<T>>> {
    try {
      const result = await call(request);
      count('ok');
      return result;
    } catch (error) {
      count(error instanceof IntegrationError ? error.failure : 'unreachable');
      throw error;
    }
  }

  async function call<T extends z.ZodType>(request: RequestOptions<T>): Promise<HttpResult<z.output<T>>> {
    if (!options.baseUrl) throw fail('not_configured', 'no URL is configured');
    const retry = request.retry ?? (request.method ?? 'GET') === 'GET';
    const maxAttempts = 1 + (retry ? settings.retries : 0);
    const started = now();
    let lastError: IntegrationError | undefined;
    for (let attemptNumber = 1; attemptNumber <= maxAttempts; attemptNumber += 1) {
      const remaining = settings.deadlineMs - (now() - started);
      if (remaining <= 0) break;
      if (!breaker.tryAcquire()) {
        if (lastError) throw lastError;
        const open = fail(
          'circuit_open',
          `calls are paused for ${Math.ceil(breaker.retryAfterMs / 1000)} s after repeated failures`,
        );
        open.retryAfterMs = breaker.retryAfterMs;
        throw open;
      }
      try {
        const result = await attempt(request, Math.min(settings.timeoutMs, remaining));
        if (!result.ok) breaker.onNeutral();
        else breaker.onSuccess();
        return result;
      } catch (error) {
        const failure =
          error instanceof IntegrationError ? error : fail('unreachable', describe(error), { cause: error });
        // A 4xx the caller did not expect says nothing about the service's health.
        if (failure.failure === 'bad_status' && !failure.transient) breaker.onNeutral();
        else breaker.onFailure();
        lastError = failure;
        if (!failure.transient || attemptNumber === maxAttempts) break;
        const backoff = settings.backoffMs * 2 ** (attemptNumber - 1) * (0.5 + random() / 2);
        if (now() - started + backoff >= settings.deadlineMs) break;
        await sleep(backoff);
      }
    }
    throw lastError ?? fail('timeout', `no answer within the ${settings.deadlineMs} ms deadline`);
  }

  return {
    service,
    breaker,
    callsByOutcome: () => outcomes,
    send,
    async request(request) {
      const result = await send(request);
      if (!result.ok) {
        throw fail('bad_status', `${request.method ?? 'GET'} ${request.path} answered ${result.status}`, {
          status: result.status,
          body: result.body,
        });
      }
      return result.data;
    },
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; value: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: text.slice(0, 200) };
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
}
