import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';

const webSource = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'index.html');

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

const APP_SCRIPT = 'console.log(1);\n//# sourceMappingURL=index-abc.js.map';

describe('browser and transport headers', () => {
  let server: HardeningServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'backoffice-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDist, 'assets', 'index-abc.js'), APP_SCRIPT);
    await writeFile(join(webDist, 'assets', 'index-abc.js.br'), brotliCompressSync(APP_SCRIPT));
    await writeFile(join(webDist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["secret.tsx"]}');
    server = await startHardeningServer({ env: { WEB_DIST: webDist, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends a strict Content-Security-Policy with the app: scripts from this origin only, no inline script', async () => {
    const page = await server.get('/');
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('matches what Vite emits: the page template holds no inline script for the policy to block', async () => {
    const html = await readFile(webSource, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(defined(body, 'body').trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('never serves source maps', async () => {
    expect((await server.get('/assets/index-abc.js')).status).toBe(200);
    expect((await server.get('/assets/index-abc.js.map')).status).toBe(404);
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, cached for a year", async () => {
    const compressed = await server.get('/assets/index-abc.js', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(compressed.body).toBe(APP_SCRIPT);
    const plain = await server.get('/assets/index-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('marks every API and tRPC answer no-store', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const rest = await server.get('/api/account/enter/current-session', { 'x-session-token': token });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const trpc = await server.get('/trpc/account.enter.currentSession', { 'x-session-token': token });
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('cache-control')).toBe('no-store');
    const failed = await server.post('/api/account/enter/login', {
      email: 'x@example.test',
      password: 'wrong-pass-1',
    });
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await server.get('/healthz')).headers.get('strict-transport-security')).toBeNull();
    const secure = await server.get('/healthz', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
