import { randomUUID } from 'node:crypto';

import { mock } from 'mock-json-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

type Schema = Parameters<typeof mock>[0];
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let server: TestServer;
let superAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = (await server.signIn(SystemRole.SuperAdmin)).token;
});
afterAll(() => server.close());

/** Every id of a made-up input is a fresh uuid: no record has it. */
function withUnknownIds(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withUnknownIds(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withUnknownIds(item, name)]),
    );
  }
  return /uuid$/.test(key) && typeof value === 'string' ? randomUUID() : value;
}

/**
 * The caller's own account (sign-in, single sign-on, profile, logout) is left out: a call there would
 * end the session the sweep runs on, or send it to an identity provider. Those calls are driven, with
 * their refusals, by the access tests.
 */
const OWN_ACCOUNT = /^\/api\/account\/(enter|profile|sso)\//;

describe('every status an operation answers is one the document lists', () => {
  it('calls every procedure as a super administrator with a well-formed input naming records that do not exist', async () => {
    const document = (await server.request('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const refused: string[] = [];
    let calls = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      if (OWN_ACCOUNT.test(path)) continue;
      for (const [method, operation] of Object.entries(item)) {
        const json = operation.requestBody?.content['application/json'];
        // The file routes take multipart bodies, which their own tests send.
        if (operation.requestBody && !json) continue;
        const query = new URLSearchParams();
        const headers: Record<string, string> = {
          'x-company-uuid': randomUUID(),
          'idempotency-key': randomUUID(),
        };
        for (const parameter of operation.parameters ?? []) {
          const value = String(withUnknownIds(mock(parameter.schema), parameter.name));
          if (parameter.in === 'query') query.set(parameter.name, value);
        }
        const body = json ? withUnknownIds(mock(json.schema)) : undefined;
        calls += 1;
        try {
          const answer = await server.request(`${path}${query.size > 0 ? `?${query.toString()}` : ''}`, {
            method: method.toUpperCase(),
            token: superAdmin,
            headers,
            ...(body === undefined ? {} : { body }),
          });
          if (answer.status === 500) refused.push(`${method.toUpperCase()} ${path} answered 500`);
        } catch (error) {
          // The conformance check names the status or body the document does not allow.
          refused.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    expect(calls).toBeGreaterThan(150);
    expect(refused).toEqual([]);
  }, 120_000);
});
