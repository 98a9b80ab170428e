import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { createLogger } from '../../src/logger';
import { type HardeningServer, startHardeningServer } from './harness';

/** Collects the JSON lines a logger writes. */
function memoryDestination() {
  const lines: Array<Record<string, any>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('request logs', () => {
  let server: HardeningServer;
  const log = memoryDestination();
  beforeAll(async () => {
    server = await startHardeningServer({ logger: createLogger('info', log.stream) });
  });
  afterAll(() => server.close());

  it('writes one line per request with its id (also sent back), the user, the route and the time; tokens redacted', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    const answer = await server.get('/api/account/enter/current-session', {
      'x-session-token': token,
      authorization: `Bearer ${token}`,
      'x-request-id': 'probe-123',
    });
    expect(answer.headers.get('x-request-id')).toBe('probe-123');
    const generated = await server.get('/api/account/enter/current-session', { 'x-session-token': token });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const lines = log.lines.filter((line) => line.req?.id === 'probe-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      message: 'request',
      user: user.id,
      route: '/api/account/enter/current-session',
      res: { statusCode: 200 },
    });
    expect(typeof defined(lines[0], 'lines[0]').responseTime).toBe('number');
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain(token);
    expect(defined(lines[0], 'lines[0]').req.headers['x-session-token']).toBe('[redacted]');
    expect(defined(lines[0], 'lines[0]').req.headers.authorization).toBe('[redacted]');
    // The sign-in's answer (the token) and its password never reach the log either.
    expect(text).not.toContain(user.password);
  });

  it('writes no secret of a query string, in the URL or in the Referer header', async () => {
    const token = 'Zt4kq9vRkPZ0hU1nN3mB8wXyLcQe6aJsDfGt7uIoPl2';
    await server.get(`/enter/reset-password?token=${token}`, { 'x-request-id': 'probe-secret-1' });
    await server.get(
      '/api/account/enter/password-reset-available?lang=it&api_key=bo_live_leak1&Signature=sig-leak2',
      {
        'x-request-id': 'probe-secret-2',
        referer: `https://backoffice.example.test/enter/reset-password?token=${token}&step=2#top`,
      },
    );
    await server.get(
      '/api/account/enter/password-reset-available?client_secret=leak3&X-Amz-Credential=leak4&code=leak5',
      {
        'x-request-id': 'probe-secret-3',
        referer: '/somewhere?password=leak6',
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = JSON.stringify(log.lines);
    for (const secret of [token, 'bo_live_leak1', 'sig-leak2', 'leak3', 'leak4', 'leak5', 'leak6']) {
      expect(text).not.toContain(secret);
    }
    const line = (id: string) =>
      defined(
        log.lines.find((entry) => entry.req?.id === id && entry.res),
        `the log line of request ${id}`,
      );
    expect(line('probe-secret-1').req.url).toBe('/enter/reset-password?token=[redacted]');
    expect(line('probe-secret-2').req.url).toBe(
      '/api/account/enter/password-reset-available?lang=it&api_key=[redacted]&Signature=[redacted]',
    );
    expect(line('probe-secret-2').req.headers.referer).toBe(
      'https://backoffice.example.test/enter/reset-password?token=[redacted]&step=2#top',
    );
  });

  it('logs every 5xx answer with its request id: here the 503 of a BSS that is not configured', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const answer = await server.get('/api/admin/get-active-offers', {
      'x-session-token': token,
      'x-request-id': 'probe-503',
    });
    expect(answer.status).toBe(503);
    const failures = log.lines.filter((line) => line.message === 'procedure failed');
    expect(failures).toContainEqual(
      expect.objectContaining({
        level: 'error',
        requestId: 'probe-503',
        path: '/api/admin/get-active-offers',
        status: 503,
        message: 'procedure failed',
      }),
    );
  });
});

describe('metrics', () => {
  let enabled: HardeningServer;
  let disabled: HardeningServer;
  beforeAll(async () => {
    enabled = await startHardeningServer({ env: { METRICS_ENABLED: '1' } });
    disabled = await startHardeningServer();
  });
  afterAll(async () => {
    await enabled.close();
    await disabled.close();
  });

  it('is off unless enabled', async () => {
    expect((await disabled.get('/metrics')).status).not.toBe(200);
  });

  it('reports request rate and latency by route', async () => {
    const { token } = await enabled.signIn(SystemRole.Admin);
    await enabled.get('/api/account/enter/current-session', { 'x-session-token': token });
    await enabled.get('/trpc/account.enter.currentSession', { 'x-session-token': token });
    // The periodic jobs armed at start are pending until the runner takes them.
    await enabled.jobs.drain();
    const metrics = await enabled.get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/account\/enter\/current-session",status="200"\} 1/,
    );
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/trpc\/account.enter.currentSession"/,
    );
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route=/);
    expect(metrics.body).toMatch(/^job_queue_depth 0$/m);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts the jobs waiting to run', async () => {
    await enabled.jobs.drain();
    await enabled.database.prisma.job.createMany({
      data: [{ kind: 'no-such-handler' }, { kind: 'no-such-handler' }],
    });
    expect((await enabled.get('/metrics')).body).toMatch(/^job_queue_depth 2$/m);
  });
});
