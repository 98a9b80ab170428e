import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newCategory(token: string, name = 'Payments') {
  const response = await server.request('/api/admin/create-faq-category', {
    token,
    body: { name, priority: 1, publish: 1 },
  });
  return response.body.response as string;
}

describe('FAQ categories', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'FaqCategory',
    versioned: true,
    list: { path: '/api/admin/get-faq-categories', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-faq-category-by', idKey: 'uuid' },
    create: {
      path: '/api/admin/create-faq-category',
      body: () => ({ name: 'SIM cards', priority: '3', publish: 1 }),
    },
    update: {
      path: '/api/admin/change-faq-category-info',
      idKey: 'uuid',
      body: () => ({ name: 'eSIM', priority: 7, publish: 0 }),
      expected: () => ({ name: 'eSIM', priority: 7, publish: 0 }),
    },
    publish: { path: '/api/admin/change-faq-category-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-faq-category', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: ['uuid', 'name', 'priority', 'publish', 'create_at'],
  });

  it('requires name and priority (400 naming the field)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/admin/create-faq-category', {
      token,
      body: { name: '  ', priority: 'high', publish: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/name/);
    expect(response.body.message).toMatch(/priority/);
  });

  it('refuses to delete a category that still has questions (409 with the count)', async () => {
    const { token } = await server.signIn(SystemRole.SuperAdmin);
    const category = await newCategory(token);
    for (const question of ['One?', 'Two?'])
      await server.request('/api/admin/create-faq', {
        token,
        body: { question, answer: '<p>Yes</p>', priority: 1, publish: 1, category },
      });
    const refused = await server.request('/api/admin/delete-faq-category', {
      token,
      body: { uuid: category },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/2 question/);
  });
});

describe('FAQ questions', () => {
  let category = '';
  beforeAll(async () => {
    category = await newCategory((await server.signIn(SystemRole.Admin)).token, 'General');
  });

  itHonoursResourceContract(() => server, {
    entityType: 'FaqQuestion',
    versioned: true,
    list: { path: '/api/admin/get-faq', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-faq-by', idKey: 'uuid' },
    create: {
      path: '/api/admin/create-faq',
      body: () => ({
        question: 'How do I top up?',
        answer: '<p>Online.</p>',
        priority: 1,
        publish: 1,
        category,
      }),
    },
    update: {
      path: '/api/admin/change-faq',
      idKey: 'uuid',
      body: () => ({
        question: 'How to top up?',
        answer: '<p>In a store.</p>',
        priority: 2,
        publish: 1,
        category,
      }),
      expected: () => ({
        question: 'How to top up?',
        answer: '<p>In a store.</p>',
        priority: 2,
        category,
        category_name: 'General',
      }),
    },
    publish: { path: '/api/admin/change-faq-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-faq', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'question',
      'answer',
      'priority',
      'publish',
      'category',
      'category_name',
      'create_at',
    ],
  });

  it('cleans the answer on the server (no script, no handlers, no javascript: links)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const created = await server.request('/api/admin/create-faq', {
      token,
      body: {
        question: 'XSS?',
        answer: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
        priority: 1,
        publish: 1,
        category,
      },
    });
    const read = await server.request('/api/admin/get-faq-by', {
      token,
      body: { uuid: created.body.response },
    });
    expect(read.body.data.answer).toBe('<p>Hilink</p>');
  });

  it('answers 400 for a category that does not exist, writing nothing', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/admin/create-faq', {
      token,
      body: {
        question: 'Lost?',
        answer: '<p>x</p>',
        priority: 1,
        publish: 1,
        category: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(response.status).toBe(400);
    expect(await server.prisma.faqQuestion.count({ where: { question: 'Lost?' } })).toBe(0);
  });
});
