import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type RunningSimulator, startSimulator } from '../src/index';

let bss: RunningSimulator;
beforeAll(async () => {
  bss = await startSimulator();
});
afterAll(async () => {
  await bss.close();
});
beforeEach(async () => {
  await call('POST', '/_control/reset');
});

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(bss.url + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

const newPlan = {
  ID: 2001,
  Title: 'Nuova 300',
  RenewalPrice: 12.5,
  ActivationPrices: { NewActivation: 9.99, FirstNetwork: 0, OtherNetworks: 4.99 },
  PortInOnly: false,
  ExcludedOperators: ['29'],
  DependentOptions: [{ ID: 501, Title: 'Giga Extra 10 GB', Price: 2.99, Period: 'al mese' }],
};

describe('the server', () => {
  it('keeps idle connections longer than its clients do, so none sends on a socket it is closing', () => {
    expect(bss.server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(bss.server.headersTimeout).toBeGreaterThan(bss.server.keepAliveTimeout);
  });
});

describe('plans', () => {
  it('lists 30 deterministic plans on sale, sorted by ID, with every field', async () => {
    const first = await call('GET', '/v1/plans');
    const second = await call('GET', '/v1/plans');
    expect(first.status).toBe(200);
    expect(first.text).toBe(second.text);
    const plans = first.json.plans;
    expect(plans).toHaveLength(30);
    expect(plans.map((plan: { ID: number }) => plan.ID)).toEqual(
      [...plans.map((p: { ID: number }) => p.ID)].sort(),
    );
    expect(plans.some((plan: { ID: number }) => plan.ID === 1010)).toBe(false);
    expect(plans[0]).toEqual({
      ID: 1001,
      Title: 'Start 50 5G',
      RenewalPrice: 5.99,
      ActivationPrices: { NewActivation: 9.99, FirstNetwork: 0, OtherNetworks: 4.99 },
      PortInOnly: false,
      ExcludedOperators: [],
      DependentOptions: [
        { ID: 501, Title: 'Giga Extra 10 GB', Price: 2.99, Period: 'al mese' },
        { ID: 505, Title: 'Ti Ho Cercato', Price: 1.49, Period: 'al mese' },
      ],
    });
    expect(plans.find((plan: { ID: number }) => plan.ID === 1006)).toMatchObject({
      PortInOnly: true,
      ExcludedOperators: ['55', '72', '73'],
    });
  });

  it('adds, changes, withdraws and reinstates a plan', async () => {
    expect((await call('POST', '/v1/plans', newPlan)).status).toBe(201);
    expect((await call('POST', '/v1/plans', newPlan)).status).toBe(409);
    expect((await call('GET', '/v1/plans/2001')).json).toEqual(newPlan);

    const changed = await call('PATCH', '/v1/plans/2001', {
      Title: 'Nuova 350',
      ActivationPrices: { OtherNetworks: 0 },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      Title: 'Nuova 350',
      ActivationPrices: { NewActivation: 9.99, FirstNetwork: 0, OtherNetworks: 0 },
    });

    expect((await call('DELETE', '/v1/plans/2001')).json).toEqual({ ID: 2001, Withdrawn: true });
    expect((await call('GET', '/v1/plans/2001')).status).toBe(404);
    expect((await call('GET', '/v1/plans')).json.plans).toHaveLength(30);

    expect((await call('POST', '/v1/plans/1010/reinstate')).status).toBe(200);
    expect((await call('GET', '/v1/plans')).json.plans).toHaveLength(31);
  });

  it('refuses bad plans with 400 and unknown ones with 404', async () => {
    const bad = await call('POST', '/v1/plans', { ...newPlan, RenewalPrice: 1.234 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    expect((await call('PATCH', '/v1/plans/1001', { Unknown: 1 })).status).toBe(400);
    expect((await call('PATCH', '/v1/plans/9999', { Title: 'x' })).status).toBe(404);
    expect((await call('DELETE', '/v1/plans/abc')).status).toBe(404);
    expect((await call('GET', '/v1/nothing')).json.error.code).toBe('NOT_FOUND');
  });

  it('reset brings the deterministic data back', async () => {
    await call('DELETE', '/v1/plans/1001');
    await call('POST', '/_control/reset');
    expect((await call('GET', '/v1/plans/1001')).status).toBe(200);
  });
});

describe('faults', () => {
  it('answers an injected 5xx, a given number of times', async () => {
    await call('POST', '/_control/faults', { kind: 'error', status: 502, times: 2 });
    expect((await call('GET', '/v1/plans')).status).toBe(502);
    expect((await call('GET', '/v1/plans')).json.error.code).toBe('INJECTED_FAULT');
    expect((await call('GET', '/v1/plans')).status).toBe(200);
  });

  it('delays answers (latency) and matches method and path', async () => {
    await call('POST', '/_control/faults', {
      kind: 'latency',
      latencyMs: 2000,
      method: 'get',
      path: '/v1/plans',
    });
    // The delayed read is sent first, the write after it: only a delay on the read alone lets the
    // write's answer come first.
    const answered: string[] = [];
    const read = call('GET', '/v1/plans').then((answer) => {
      answered.push('GET');
      return answer;
    });
    await call('PATCH', '/v1/plans/1001', { Title: 'x' });
    answered.push('PATCH');
    expect((await read).status).toBe(200);
    expect(answered).toEqual(['PATCH', 'GET']);
    expect((await call('GET', '/_control/faults')).json.faults).toMatchObject([{ kind: 'latency', hits: 1 }]);
  });

  it('never answers (timeout) until the fault is cleared', async () => {
    await call('POST', '/_control/faults', { kind: 'timeout' });
    const outcome = await fetch(`${bss.url}/v1/plans`, { signal: AbortSignal.timeout(300) }).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    expect(outcome).toBe('TimeoutError');
    const pending = fetch(`${bss.url}/v1/plans`).then(
      () => 'answered',
      () => 'closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await call('DELETE', '/_control/faults');
    expect(await pending).toBe('closed');
  });

  it('sends malformed bodies: truncated JSON, HTML, JSON of another shape', async () => {
    await call('POST', '/_control/faults', { kind: 'malformed', times: 1 });
    const truncated = await call('GET', '/v1/plans');
    expect(truncated.status).toBe(200);
    expect(truncated.json).toBeUndefined();
    expect(truncated.text.startsWith('{"plans":[')).toBe(true);

    await call('POST', '/_control/faults', { kind: 'malformed', body: 'not-json', times: 1 });
    expect((await call('GET', '/v1/plans')).text).toContain('<html>');

    await call('POST', '/_control/faults', { kind: 'malformed', body: 'wrong-shape', times: 1 });
    const wrong = await call('GET', '/v1/plans');
    expect(wrong.json).toBeDefined();
    expect(wrong.json.plans).toBeUndefined();
  });

  it('drops the connection (disconnect)', async () => {
    await call('POST', '/_control/faults', { kind: 'disconnect', times: 1 });
    await expect(fetch(`${bss.url}/v1/plans`)).rejects.toThrow();
  });

  it("phase 'after': the API handles the request, only its answer is lost", async () => {
    await call('POST', '/_control/faults', { kind: 'disconnect', phase: 'after', times: 1 });
    await expect(
      fetch(`${bss.url}/v1/plans`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newPlan),
      }),
    ).rejects.toThrow();
    expect((await call('GET', '/v1/plans/2001')).json.Title).toBe('Nuova 300');

    await call('POST', '/_control/faults', { kind: 'timeout', phase: 'after', times: 1 });
    const outcome = await fetch(`${bss.url}/v1/plans/2001`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Title: 'Changed, answer lost' }),
      signal: AbortSignal.timeout(300),
    }).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    expect(outcome).toBe('TimeoutError');
    expect((await call('GET', '/v1/plans/2001')).json.Title).toBe('Changed, answer lost');
  });

  it('records the API requests it received, not the control calls', async () => {
    await call('GET', '/v1/plans');
    await call('GET', '/v1/plans/1002');
    const { json } = await call('GET', '/_control/requests');
    expect(
      json.requests.map((request: { method: string; path: string }) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v1/plans', 'GET /v1/plans/1002']);
  });

  it('refuses an unknown fault kind', async () => {
    expect((await call('POST', '/_control/faults', { kind: 'explode' })).status).toBe(400);
  });
});
