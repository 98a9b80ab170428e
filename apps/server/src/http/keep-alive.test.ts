import { createServer } from 'node:http';

import { describe, expect, it } from 'vitest';

import { applyKeepAliveLimits, KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';

describe('keep-alive limits', () => {
  it('keeps idle connections longer than a 60 s proxy or client, and headers longer still', () => {
    const server = applyKeepAliveLimits(createServer());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
