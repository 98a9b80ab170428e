import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { createBackofficeClient, type Outcome } from './client';
import { type paths } from './generated/openapi';

/** A real HTTP server answering what the test scripts, one answer per request, recording each. */
async function scriptedServer(answers: Array<(res: ServerResponse) => void>) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    req.resume();
    const answer = answers.shift();
    if (answer) answer(res);
    else res.writeHead(500).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the channel client', () => {
  it('sends the key, and sends a call again after a 429 or a 503 once Retry-After has passed', async () => {
    const started = Date.now();
    const stub = await scriptedServer([
      json(429, { message: 'Wait', code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '1' }),
      json(503, { message: 'Down', code: 'SERVICE_UNAVAILABLE' }, { 'retry-after': '0' }),
      json(200, { data: [] }),
    ]);
    close = () => stub.server.close();
    const client = createBackofficeClient({ baseUrl: stub.url, apiKey: 'bo_live_example' });
    const outcome = await client.get('/api/public/get-donor-operators');
    expect(outcome).toEqual({ ok: true, data: { data: [] } });
    expect(stub.requests).toHaveLength(3);
    expect(stub.requests[0]?.headers.authorization).toBe('Bearer bo_live_example');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('keeps one Idempotency-Key for an order across its retries, and answers a failure by its status', async () => {
    const stub = await scriptedServer([
      json(503, { message: 'Down', code: 'SERVICE_UNAVAILABLE' }, { 'retry-after': '0' }),
      json(409, { message: 'This Idempotency-Key was already used for another order', code: 'CONFLICT' }),
    ]);
    close = () => stub.server.close();
    const client = createBackofficeClient({ baseUrl: stub.url, apiKey: 'bo_live_example' });
    const outcome = await client.createOrder(
      {
        customer_info: {
          first_name: 'A',
          last_name: 'B',
          fiscal_code: 'VRDGLU90A41F205X',
          birth_place: 'Milano',
          date_of_birth: '1990-01-01',
          gender: 'F',
          email: 'a@example.test',
          phone: '+393331234567',
        },
        delivery_info: {
          street_name: 'a',
          street_number: '1',
          city: 'b',
          province: 'c',
          zip_code: '1',
          country: 'd',
        },
        residential_info: {
          street_name: 'a',
          street_number: '1',
          city: 'b',
          province: 'c',
          zip_code: '1',
          country: 'd',
        },
        products: [],
      },
      'checkout-1',
    );
    expect(stub.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'checkout-1',
      'checkout-1',
    ]);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok && outcome.status === 409) expect(outcome.body.code).toBe('CONFLICT');
  });

  it('gives up after the retries, answering the last refusal', async () => {
    const busy = json(429, { message: 'Wait', code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '0' });
    const stub = await scriptedServer([busy, busy, busy]);
    close = () => stub.server.close();
    const client = createBackofficeClient({ baseUrl: stub.url, apiKey: 'bo_live_example', maxRetries: 2 });
    const outcome = await client.get('/api/public/get-donor-operators');
    expect(outcome).toMatchObject({ ok: false, status: 429 });
    expect(stub.requests).toHaveLength(3);
  });
});

describe('the types the document gives (checked when this file is compiled)', () => {
  it('refuses an order status that does not exist, and a 409 read as a 400', () => {
    type OrderRow = NonNullable<
      paths['/api/web-api/orders/get-list']['get']['responses'][200]['content']['application/json']['data'][number]
    >;
    // @ts-expect-error 42 is no order status
    const unknownStatus: OrderRow['status'] = 42;
    const known: OrderRow['status'] = 5;

    type CancelOutcome = Outcome<paths['/api/web-api/order/cancel']['post']>;
    const failure = { ok: false, status: 409, body: { message: 'Stale', code: 'CONFLICT' } } as const;
    const outcome: CancelOutcome = failure;
    if (!outcome.ok && outcome.status === 409) {
      // @ts-expect-error a 409 answers a conflict's body, never a bad request's
      const wrong: 'BAD_REQUEST' = outcome.body.code;
      expect([unknownStatus, known, wrong]).toHaveLength(3);
    }
    const teapotFailure = { ...failure, status: 418 } as const;
    // @ts-expect-error the cancel call never answers 418
    const teapot: CancelOutcome = teapotFailure;
    expect(teapot.ok).toBe(false);
  });
});
