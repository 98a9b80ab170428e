import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
let image = '';
let pdf = '';
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signIn(SystemRole.Admin);
  image = await uploadFile(server, token, { kind: 'image', directory: 'blog', file: SAMPLE_FILES.png });
  pdf = await uploadFile(server, token, { kind: 'pdf', directory: 'blog', file: SAMPLE_FILES.pdf });
});
afterAll(() => server.close());

let counter = 0;
const post = (overrides: Record<string, unknown> = {}) => ({
  title: `New eSIM plans ${++counter}`,
  date: '2026-11-20',
  publish: 1,
  image1: image,
  alt1: 'Wide',
  image2: image,
  alt2: 'Card',
  card_design: 'Blue',
  content: '<p>Our new plans.</p>',
  seo_description: 'New plans',
  seo_keywords: 'esim, plans',
  seo_url: '',
  ...overrides,
});

describe('blog posts', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'BlogPost',
    versioned: true,
    list: { path: '/api/admin/get-blog', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-blog-by', idKey: 'blog_uuid' },
    create: { path: '/api/admin/create-blog', body: () => post() },
    update: {
      path: '/api/admin/change-blog-info',
      idKey: 'uuid',
      body: () =>
        post({ title: 'Renamed', seo_url: 'renamed-post', card_design: 'With image', date: '2026-11-21' }),
      expected: () => ({
        title: 'Renamed',
        seo_url: 'renamed-post',
        card_design: 'With image',
        date: '2026-11-21',
      }),
    },
    publish: { path: '/api/admin/change-blog-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-blog', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'title',
      'date',
      'publish',
      'image1',
      'alt1',
      'image2',
      'alt2',
      'card_design',
      'content',
      'seo_description',
      'seo_keywords',
      'seo_url',
      'create_at',
    ],
  });

  it('generates the SEO URL from the title when empty and normalises a typed one', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const generated = await server.request('/api/admin/create-blog', {
      token,
      body: post({ title: 'Offerte più belle 2026' }),
    });
    const typed = await server.request('/api/admin/create-blog', {
      token,
      body: post({ seo_url: 'My Post (new)!' }),
    });
    const read = async (id: string) =>
      (await server.request('/api/admin/get-blog-by', { token, body: { blog_uuid: id } })).body.data.seo_url;
    expect(await read(generated.body.response)).toBe('offerte-piu-belle-2026');
    expect(await read(typed.body.response)).toBe('my-post--new--');
  });

  it('refuses an unknown card design, an impossible date and an empty content (400)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    for (const bad of [{ card_design: 'Pink' }, { date: '2026-02-30' }, { content: '' }]) {
      const response = await server.request('/api/admin/create-blog', { token, body: post(bad) });
      expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
    }
  });

  it('takes only uploaded images in its image fields (400 naming the field)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const notUploaded = await server.request('/api/admin/create-blog', {
      token,
      body: post({ image1: '/storage/app/public/uploads/blog/never-uploaded.png' }),
    });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.message).toMatch(/^image1: /);
    const wrongKind = await server.request('/api/admin/create-blog', { token, body: post({ image2: pdf }) });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toMatch(/^image2: expected/);
  });

  it('refuses a second post with the same SEO URL (409)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    await server.request('/api/admin/create-blog', { token, body: post({ seo_url: 'same-url' }) });
    const clash = await server.request('/api/admin/create-blog', {
      token,
      body: post({ seo_url: 'same-url' }),
    });
    expect(clash.status).toBe(409);
  });
});
