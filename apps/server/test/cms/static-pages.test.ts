import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const page = (overrides: Record<string, unknown> = {}) => ({
  publish: 1,
  page_title: 'Privacy',
  content: '<h2>Privacy</h2><p>We keep your data safe.</p>',
  title: 'Privacy policy',
  description: 'How we use your data',
  keywords: 'privacy, data',
  url: `privacy-${++counter}`,
  h1: 'Privacy',
  dont_index_page: 0,
  dont_show_sitemap: 1,
  ...overrides,
});

describe('static pages', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'StaticPage',
    versioned: true,
    list: { path: '/api/admin/get-static-pages', envelope: 'data' },
    get: { method: 'GET', path: '/api/admin/get-static-page', idKey: 'uuid' },
    create: { path: '/api/admin/create-static-page', body: () => page() },
    update: {
      path: '/api/admin/update-static-page',
      idKey: 'uuid',
      body: () => page({ url: 'cookie-policy', page_title: 'Cookies', dont_index_page: 1 }),
      expected: () => ({
        url: 'cookie-policy',
        page_title: 'Cookies',
        dont_index_page: 1,
        dont_show_sitemap: 1,
      }),
    },
    publish: { path: '/api/admin/update-static-page-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-static-page', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'publish',
      'page_title',
      'content',
      'title',
      'description',
      'keywords',
      'url',
      'h1',
      'dont_index_page',
      'dont_show_sitemap',
      'created_at',
      'updated_at',
    ],
  });

  it('refuses a URL another page uses (409) and normalises a typed URL', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const first = await server.request('/api/admin/create-static-page', {
      token,
      body: page({ url: 'Chi Siamo!' }),
    });
    expect(first.status).toBe(200);
    const read = await server.request(`/api/admin/get-static-page?uuid=${first.body.response}`, { token });
    expect(read.body.data.url).toBe('chi-siamo-');
    const clash = await server.request('/api/admin/create-static-page', {
      token,
      body: page({ url: 'chi-siamo-' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another static page already uses this URL');
    // The refusal names its field, so a form shows it there.
    expect(clash.body.issues).toMatchObject([{ path: ['url'], messageId: 'valueTaken' }]);
  });

  it('requires the page title and the URL', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/admin/create-static-page', {
      token,
      body: page({ page_title: '', url: '' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'page_title',
      'url',
    ]);
  });
});
