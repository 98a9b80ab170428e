import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { Webhook } from 'standardwebhooks';

import { isPublicAddress, literalAddressOf, PrivateAddressError, publicOnlyLookup } from './address-guard';

/** A receiver has this long to answer (headers and body) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body is kept for the deliveries screen. */
export const WEBHOOK_ANSWER_KEPT_BYTES = 2048;

export interface WebhookMessage {
  url: string;
  /** `whsec_…` */
  secret: string;
  /** The `webhook-id`: the event's id, the same on every retry so receivers can drop repeats. */
  id: string;
  body: string;
  /** Private, loopback and link-local addresses may be reached (development, tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface WebhookAttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
  /** The first WEBHOOK_ANSWER_KEPT_BYTES of the answer. */
  body: string;
  /** What was sent, signature included; none when nothing was sent (an address refused before). */
  requestHeaders: Record<string, string>;
  /** The answer's headers; none without an answer. */
  responseHeaders: Record<string, string>;
}

/** An answer's headers as text, repeated ones joined as HTTP joins them. */
const headersOf = (response: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

/** What the receiver was sent, signed per the Standard Webhooks specification. */
export function signedHeaders(message: Pick<WebhookMessage, 'secret' | 'id' | 'body'>, at: Date) {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, at, message.body),
  };
}

/**
 * The answer's first WEBHOOK_ANSWER_KEPT_BYTES. Reading stops there: leaving the loop destroys the
 * response and its connection, so a receiver answering megabytes (or without end) costs no more.
 */
async function readKept(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    kept += chunk.length;
    if (kept >= WEBHOOK_ANSWER_KEPT_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, WEBHOOK_ANSWER_KEPT_BYTES).toString('utf8');
}

/**
 * One delivery attempt: a POST of the signed body with a 10 s deadline for the whole exchange. It
 * never throws: a refused address, a timeout or a connection error is an attempt with `error` set.
 * Only a 2xx answer counts as delivered.
 */
export async function sendWebhook(message: WebhookMessage): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let requestHeaders: Record<string, string> = {};
  const failed = (
    error: string,
    status: number | null = null,
    body = '',
    responseHeaders: Record<string, string> = {},
  ): WebhookAttemptResult => ({
    ok: false,
    status,
    error,
    durationMs: elapsed(),
    body,
    requestHeaders,
    responseHeaders,
  });
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return failed('The endpoint address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return failed('Only http and https endpoints are allowed');
  const literal = literalAddressOf(url);
  if (!message.allowPrivate && literal && !isPublicAddress(literal)) {
    return failed(new PrivateAddressError(url.hostname).message);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = message.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  requestHeaders = { ...signedHeaders(message, new Date()), 'user-agent': 'backoffice-webhooks/1' };
  return new Promise<WebhookAttemptResult>((resolve) => {
    const outgoing = send(url, {
      method: 'POST',
      headers: requestHeaders,
      ...(message.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on('response', (response) => {
      readKept(response).then(
        (body) => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const responseHeaders = headersOf(response);
          resolve(
            ok
              ? { ok, status, error: null, durationMs: elapsed(), body, requestHeaders, responseHeaders }
              : failed(`The endpoint answered ${status}`, status, body, responseHeaders),
          );
        },
        (error: Error) =>
          resolve(failed(describe(error, timeoutMs), response.statusCode ?? null, '', headersOf(response))),
      );
    });
    outgoing.on('error', (error) => resolve(failed(describe(error, timeoutMs))));
    outgoing.end(message.body);
  });
}

function describe(error: Error, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  if (error instanceof PrivateAddressError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `Connection failed (${code})` : error.message;
}
