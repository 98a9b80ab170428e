import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itTakesOnlySafeLinks } from '../support/link-fields';
import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newUrlGroup(token: string) {
  const response = await server.request('/api/admin/create-page-specific-faq-url', {
    token,
    body: { name: 'Offers', url: '/offerte', priority: 1, publish: 1 },
  });
  return response.body.response as string;
}

describe('page-specific FAQ URL groups (every staff role)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'PageFaqUrlGroup',
    versioned: true,
    writePolicy: 'staff',
    list: { path: '/api/admin/get-page-specific-faq-urls', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-page-specific-faq-url-by', idKey: 'uuid' },
    create: {
      path: '/api/admin/create-page-specific-faq-url',
      body: () => ({ name: 'eSIM pages', url: '/esim', priority: 2, publish: 1 }),
    },
    update: {
      path: '/api/admin/change-page-specific-faq-url-info',
      idKey: 'uuid',
      body: () => ({ name: 'eSIM', url: '/esim/attiva', priority: 4, publish: 0 }),
      expected: () => ({ name: 'eSIM', url: '/esim/attiva', priority: 4, publish: 0 }),
    },
    publish: { path: '/api/admin/change-page-specific-faq-url-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-page-specific-faq-url', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: ['uuid', 'name', 'url', 'priority', 'publish', 'create_at'],
  });

  it('refuses to delete a URL group that still has questions (409)', async () => {
    const { token } = await server.signIn(SystemRole.SuperAdmin);
    const url = await newUrlGroup(token);
    await server.request('/api/admin/create-page-specific-faq', {
      token,
      body: { question: 'Q?', answer: '<p>A</p>', priority: 1, publish: 1, url },
    });
    const refused = await server.request('/api/admin/delete-page-specific-faq-url', {
      token,
      body: { uuid: url },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 question/);
  });

  it('requires name, url and priority', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const response = await server.request('/api/admin/create-page-specific-faq-url', {
      token,
      body: { name: 'x', publish: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'priority',
      'url',
    ]);
  });

  itTakesOnlySafeLinks(() => server, {
    field: 'url',
    body: (url) => ({ name: 'Links', url, priority: 3, publish: 1 }),
    create: '/api/admin/create-page-specific-faq-url',
    update: '/api/admin/change-page-specific-faq-url-info',
    get: '/api/admin/get-page-specific-faq-url-by',
  });
});

describe('page-specific FAQ questions (every staff role)', () => {
  let url = '';
  beforeAll(async () => {
    url = await newUrlGroup((await server.signIn(SystemRole.NoRole)).token);
  });

  itHonoursResourceContract(() => server, {
    entityType: 'PageFaqQuestion',
    versioned: true,
    writePolicy: 'staff',
    list: { path: '/api/admin/get-page-specific-faq', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-page-specific-faq-by', idKey: 'uuid' },
    create: {
      path: '/api/admin/create-page-specific-faq',
      body: () => ({
        question: 'Can I keep my number?',
        answer: '<p>Yes.</p>',
        priority: 1,
        publish: 1,
        url,
      }),
    },
    update: {
      path: '/api/admin/change-page-specific-faq',
      idKey: 'uuid',
      body: () => ({
        question: 'Keep my number?',
        answer: '<p>Of course.</p>',
        priority: 3,
        publish: 1,
        url,
      }),
      expected: () => ({ question: 'Keep my number?', url, url_name: 'Offers', url_value: '/offerte' }),
    },
    publish: { path: '/api/admin/change-page-specific-faq-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-page-specific-faq', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'question',
      'answer',
      'priority',
      'publish',
      'url',
      'url_name',
      'url_value',
      'create_at',
    ],
  });
});
