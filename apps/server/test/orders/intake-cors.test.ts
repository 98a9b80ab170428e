import { type AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { corsMiddleware } from '../../src/http/headers';

let server: ReturnType<ReturnType<typeof express>['listen']>;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(corsMiddleware(['https://shop.example.test']));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("lets a sales channel's browser send the order intake's Idempotency-Key", async () => {
  const response = await fetch(`${url}/api/web-api/orders/create`, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://shop.example.test',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.test');
  const allowed = defined(response.headers.get('access-control-allow-headers'), 'the allowed headers')
    .split(',')
    .map((header) => header.trim().toLowerCase());
  expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
});
