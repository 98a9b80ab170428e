import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
let FILE_PATH = '';
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signIn(SystemRole.Admin);
  FILE_PATH = await uploadFile(server, token, { kind: 'pdf', directory: 'files', file: SAMPLE_FILES.pdf });
});
afterAll(() => server.close());

async function newCategory(token: string) {
  const response = await server.request('/api/cms/files/create-files-category', {
    token,
    body: { name: 'Contracts', priority: 1, publish: 1 },
  });
  return response.body.response as string;
}

describe('support-file categories', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'FileCategory',
    versioned: true,
    list: { path: '/api/cms/files/get-files-categories', envelope: 'data' },
    get: { method: 'POST', path: '/api/cms/files/get-files-category-by', idKey: 'uuid' },
    create: {
      path: '/api/cms/files/create-files-category',
      body: () => ({ name: 'Manuals', priority: 2, publish: 1 }),
    },
    update: {
      path: '/api/cms/files/change-files-category-info',
      idKey: 'uuid',
      body: () => ({ name: 'User manuals', priority: 5, publish: 1 }),
      expected: () => ({ name: 'User manuals', priority: 5 }),
    },
    publish: { path: '/api/cms/files/change-files-category-publish', idKey: 'uuid' },
    delete: { path: '/api/cms/files/delete-files-category', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: ['uuid', 'name', 'priority', 'publish', 'create_at'],
  });

  it('refuses to delete a category that still has files (409)', async () => {
    const { token } = await server.signIn(SystemRole.SuperAdmin);
    const category = await newCategory(token);
    await server.request('/api/cms/files/create-file', {
      token,
      body: {
        name: 'Terms',
        description: 'General terms',
        category,
        file: FILE_PATH,
        priority: 1,
        publish: 1,
      },
    });
    const refused = await server.request('/api/cms/files/delete-files-category', {
      token,
      body: { uuid: category },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 file/);
  });
});

describe('support files', () => {
  let category = '';
  beforeAll(async () => {
    category = await newCategory((await server.signIn(SystemRole.Admin)).token);
  });

  itHonoursResourceContract(() => server, {
    entityType: 'SupportFile',
    versioned: true,
    list: { path: '/api/cms/files/get-files', envelope: 'data' },
    get: { method: 'POST', path: '/api/cms/files/get-file-by', idKey: 'uuid' },
    create: {
      path: '/api/cms/files/create-file',
      body: () => ({
        name: 'Price list',
        description: 'November',
        category,
        file: FILE_PATH,
        priority: '1',
        publish: 1,
      }),
    },
    update: {
      path: '/api/cms/files/change-file-info',
      idKey: 'uuid',
      body: () => ({
        name: 'Price list 2',
        description: 'December',
        category,
        file: FILE_PATH,
        priority: 2,
        publish: 1,
      }),
      expected: () => ({
        name: 'Price list 2',
        description: 'December',
        category_name: 'Contracts',
        file: FILE_PATH,
      }),
    },
    publish: { path: '/api/cms/files/change-file-publish', idKey: 'uuid' },
    delete: { path: '/api/cms/files/delete-file', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'name',
      'description',
      'category',
      'category_name',
      'file',
      'priority',
      'publish',
      'create_at',
    ],
  });

  it('requires name, description, category, file and priority', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/cms/files/create-file', { token, body: { publish: 1 } });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'category',
      'description',
      'file',
      'name',
      'priority',
    ]);
  });
});
