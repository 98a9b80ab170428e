import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SSO_OPERATIONS } from '@backoffice/api';
import { OrderStatus, WEBHOOK_EVENT_TYPES } from '@backoffice/shared';

import { conformanceViolations } from '../support/conformance';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let document: {
  info: { license?: unknown };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation & { parameters: Array<{ name: string }> } }>;
  components: { responses: Record<string, Response>; schemas: Record<string, Schema> };
};
type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
type Response = {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema: Schema }>;
};
type Operation = {
  parameters?: Array<{ name: string; in: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response & { $ref?: string }>;
};

beforeAll(async () => {
  server = await startTestServer();
  document = (await server.request('/api/openapi.json')).body;
});
afterAll(() => server.close());

/** An answer's schema, through the document's references. */
function resolve<T>(node: T & { $ref?: string }): T {
  if (!node.$ref) return node;
  const [, , section, name] = node.$ref.split('/');
  const components: Record<string, Record<string, unknown> | undefined> = document.components;
  return components[section ?? '']?.[name ?? ''] as T;
}

describe('the served OpenAPI document', () => {
  it("has no problem under Redocly's recommended rules, warnings included", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    // Single sign-on's two routes are a browser's redirects: they answer 303 and never a 2XX.
    const redirectsOnly = new Set(
      Object.values(SSO_OPERATIONS).map(
        (operation) => `#/paths/${operation.path.replaceAll('/', '~1')}/get/responses`,
      ),
    );
    expect(
      problems
        .filter(
          (problem) =>
            problem.ruleId !== 'operation-2xx-response' ||
            !redirectsOnly.has(problem.location[0]?.pointer ?? ''),
        )
        .map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`),
    ).toEqual([]);
    expect(document.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
  });

  it('lists every status an operation answers, each with the body the server sends', () => {
    const login = document.paths['/api/account/enter/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '429',
      '500',
      '503',
    ]);
    const tooMany = resolve(login?.responses['429'] ?? {});
    expect(tooMany.headers?.['Retry-After']?.required).toBe(true);
    const cancel = document.paths['/api/web-api/order/cancel']?.post;
    expect(Object.keys(cancel?.responses ?? {})).toEqual(expect.arrayContaining(['404', '409']));
    // A company-module call without its header is a 400 even without an input.
    expect(Object.keys(document.paths['/api/company/get']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '404']),
    );
    const issue = document.components.schemas.RestIssue;
    expect(issue?.required).toEqual(['code', 'path', 'message', 'messageId']);
    expect(issue?.additionalProperties).not.toBe(false);
    expect(document.components.schemas.ErrorConflict?.properties?.code).toEqual({
      type: 'string',
      const: 'CONFLICT',
    });
  });

  it('states enumerations, bounds and formats the server checks', () => {
    const list = document.paths['/api/web-api/orders/get-list']?.get;
    const parameter = (name: string) => list?.parameters?.find((item) => item.name === name)?.schema;
    expect(parameter('page')).toEqual({ type: 'integer', minimum: 1 });
    expect(parameter('pageSize')).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    const row = (resolve(list?.responses['200'] ?? {}).content?.['application/json']?.schema.properties?.data
      ?.items ?? {}) as Schema;
    expect(row.properties?.status?.enum).toEqual(Object.values(OrderStatus));
    expect(row.properties?.create_at?.format).toBe('date-time');
    const intake = document.paths['/api/web-api/orders/create']?.post;
    const customer = intake?.requestBody?.content['application/json']?.schema.properties?.customer_info;
    expect(customer?.properties?.date_of_birth?.format).toBe('date');
    expect(JSON.stringify(customer?.properties?.gender)).toContain('"M"');
  });

  it('has the file routes, with their multipart bodies and file answers', () => {
    const upload = document.paths['/api/file/upload']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.properties?.file).toMatchObject({
      format: 'binary',
    });
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['200', '413', '415']));
    const download = document.paths['/api/file/get-files']?.post;
    expect(Object.keys(download?.responses['200']?.content ?? {})).toEqual(['*/*']);
    for (const path of [
      '/api/file/export-orders',
      '/api/admin/upload-csv-sales-points',
      '/api/admin/upload-csv-delivery-files',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
  });
});

describe('the conformance check the API suite runs on every call', () => {
  const call = { method: 'POST', url: '/api/web-api/order/cancel', body: undefined };
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new globalThis.Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('takes an answer the document describes', async () => {
    const violations = await conformanceViolations(
      server.url,
      call,
      answer(409, { message: 'Stale', code: 'CONFLICT' }),
    );
    expect(violations).toEqual([]);
  });

  it('refuses a status the operation does not list, and a body that does not fit its status', async () => {
    expect(
      await conformanceViolations(
        server.url,
        call,
        answer(418, { message: 'Teapot', code: 'I_AM_A_TEAPOT' }),
      ),
    ).toEqual([expect.stringContaining('status 418 is not listed')]);
    expect(
      await conformanceViolations(server.url, call, answer(409, { message: 'Stale', code: 'NOT_FOUND' })),
    ).toEqual([expect.stringContaining('the body does not fit')]);
  });

  it('refuses a 429 without Retry-After', async () => {
    const login = { method: 'POST', url: '/api/account/enter/login', body: undefined };
    expect(
      await conformanceViolations(
        server.url,
        login,
        answer(429, { message: 'Wait', code: 'TOO_MANY_REQUESTS' }),
      ),
    ).toEqual([expect.stringMatching(/retry-after/i)]);
  });

  it('refuses a 400 for a field the document leaves unrestricted', async () => {
    const refused = answer(400, {
      message: 'Input validation failed',
      code: 'BAD_REQUEST',
      issues: [
        { code: 'too_big', path: ['amount'], message: 'Must be at most 5 characters', messageId: 'tooLong' },
      ],
    });
    const cancelBody = {
      order_uuid: '00000000-0000-4000-8000-000000000001',
      version: 1,
      refund: 'amount',
      amount: '10.00',
    };
    expect(await conformanceViolations(server.url, { ...call, body: cancelBody }, refused)).toEqual([
      expect.stringContaining('amount (too_big)'),
    ]);
  });
});

describe('the webhooks in the document', () => {
  it('has every event, with its headers, its body schema and an example', () => {
    const webhooks = document.webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const paid = webhooks['order.paid']?.post;
    expect(paid?.parameters.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = paid?.requestBody?.content['application/json'];
    expect(body?.schema).toEqual({ $ref: '#/components/schemas/WebhookOrderPaid' });
    const schema = document.components.schemas.WebhookOrderPaid;
    expect(schema?.properties?.type).toEqual({ type: 'string', const: 'order.paid' });
    expect(schema?.properties?.data?.properties?.order?.properties?.status?.enum).toEqual(
      Object.values(OrderStatus),
    );
  });
});
