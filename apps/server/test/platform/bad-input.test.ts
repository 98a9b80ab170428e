import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildOpenApiDocument, listRestOperations } from '@backoffice/api';
import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Bad input on every REST path, sent by a super administrator (so no policy answers first): each
 * documented input field of the wrong type, a body that is not an object, and odd query values. The
 * contract is a 4xx with a message, never a 500. Each path gets its own account, so a call that
 * ends a session cannot make the next path answer 401 instead.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The part of the OpenAPI document read here: each operation's query parameters and body properties. */
const openApiInputs = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
        requestBody: z
          .object({
            content: z
              .record(
                z.string(),
                z.object({
                  schema: z.object({ properties: z.record(z.string(), z.unknown()).optional() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    ),
  ),
});

const document = openApiInputs.parse(buildOpenApiDocument());

/** The input fields the OpenAPI document lists for an operation (query parameters or body properties). */
function inputFields(method: string, path: string): string[] {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return [];
  if (method === 'GET')
    return (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => p.name);
  return Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
}

const WRONG_TYPE = { nested: ['not', 'a', 'field', 'value'] };
const operations = listRestOperations()
  .map((operation) => ({ ...operation, fields: inputFields(operation.method, operation.path) }))
  // Procedures without input (logout, current-session, counts) have nothing to get wrong.
  .filter((operation) => operation.fields.length > 0);

const expectClientError = (response: { status: number; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  expect(response.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
};

describe('bad input on every REST path answers 4xx with a message', () => {
  it('finds the inputs of the documented paths', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      const { token } = await server.signIn(SystemRole.SuperAdmin);
      const headers = { 'x-company-uuid': '00000000-0000-4000-8000-000000000000' };
      if (operation.method === 'GET') {
        const wrong = operation.fields.map((field) => `${field}=%00&${field}=${'9'.repeat(400)}`).join('&');
        const response = await server.request(`${operation.path}?${wrong}`, { token, headers });
        expectClientError(response);
        return;
      }
      const wrongTypes = Object.fromEntries(operation.fields.map((field) => [field, WRONG_TYPE]));
      for (const body of [wrongTypes, [wrongTypes], 'text', 42]) {
        const response = await server.request(operation.path, { method: 'POST', token, headers, body });
        expectClientError(response);
      }
    });
  }
});
