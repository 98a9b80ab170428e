import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { requestLog } from '../../src/http/request-log';
import { createLogger, type LogLevel } from '../../src/logger';

/** An app with the request log and two routes: one that answers, one whose handler logs an error itself. */
async function startApp(level: LogLevel) {
  const lines: Array<Record<string, any>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestLog(createLogger(level, destination)));
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/fails', (req, res) => {
    req.log.child({ user: 'user-7' }).error({ orderId: 42 }, 'billing call failed');
    res.status(500).json({ message: 'Internal server error' });
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    await response.text();
    return response;
  };
  /** The request line is written when the answer is finished, which may be just after the client has it. */
  const lineOf = async (url: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const line = lines.find((candidate) => candidate.req?.url === url && candidate.res);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no request line for ${url}`);
  };
  return { server, lines, get, lineOf };
}

describe('request log', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
  });

  it("binds a handler's own lines to its request (id, method, URL, headers redacted) and its user", async () => {
    const app = await startApp('info');
    server = app.server;
    await app.get('/fails?x=1', { 'x-request-id': 'probe-9', 'x-session-token': 'secret-token' });
    const request = await app.lineOf('/fails?x=1');
    expect(request).toMatchObject({ level: 'error', req: { id: 'probe-9' }, res: { statusCode: 500 } });
    const own = defined(
      app.lines.find((line) => line.message === 'billing call failed'),
      'own',
    );
    expect(own).toMatchObject({
      level: 'error',
      user: 'user-7',
      orderId: 42,
      req: { id: 'probe-9', method: 'GET', url: '/fails?x=1' },
    });
    expect(own.req.headers['x-session-token']).toBe('[redacted]');
    expect(JSON.stringify(app.lines)).not.toContain('secret-token');
  });

  it("redacts the query's secrets in the request line and in a handler's own lines, keeping the other parameters", async () => {
    const app = await startApp('info');
    server = app.server;
    await app.get('/fails?monkey=1&resetToken=leak-1&page=2&api-key=leak-2&keyword=k', {
      referer: 'http://127.0.0.1/list?sessionId=leak-3&q=phones',
    });
    const logged = '/fails?monkey=1&resetToken=[redacted]&page=2&api-key=[redacted]&keyword=k';
    const request = await app.lineOf(logged);
    const own = defined(
      app.lines.find((line) => line.message === 'billing call failed'),
      'own',
    );
    expect(own.req.url).toBe(logged);
    expect(request.req.headers.referer).toBe('http://127.0.0.1/list?sessionId=[redacted]&q=phones');
    expect(JSON.stringify(app.lines)).not.toMatch(/leak-/);
  });

  it('writes no request line below its level, but still the errors and the request id header', async () => {
    const app = await startApp('error');
    server = app.server;
    const answered = await app.get('/ok');
    expect(answered.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Once the failing request's line is there, the earlier answer's would be too.
    await app.get('/fails');
    await app.lineOf('/fails');
    expect(app.lines.map((line) => line.message)).toEqual(['billing call failed', 'request failed']);
  });

  it('leaves out the probes', async () => {
    const app = await startApp('info');
    server = app.server;
    const probe = await app.get('/healthz');
    expect(probe.status).toBe(404);
    await app.get('/ok');
    await app.lineOf('/ok');
    expect(app.lines.map((line) => line.req.url)).toEqual(['/ok']);
  });
});
