import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
let PATH = '';
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signIn(SystemRole.Admin);
  PATH = await uploadFile(server, token, { kind: 'pdf', directory: 'source-files', file: SAMPLE_FILES.pdf });
});
afterAll(() => server.close());

describe('source files (administrators delete too)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'SourceFile',
    list: { path: '/api/cms/source-files/get-files', envelope: 'data' },
    get: { method: 'POST', path: '/api/cms/source-files/get-files-by', idKey: 'uuid' },
    create: {
      path: '/api/cms/source-files/create-file',
      body: () => ({ file_name: PATH, description: 'Price list', publish: 1, anchor: 'price-list' }),
    },
    update: {
      path: '/api/cms/source-files/change-file-info',
      idKey: 'uuid',
      body: () => ({ file_name: PATH, description: 'Prices', publish: 0, anchor: 'prices_2026' }),
      expected: () => ({ description: 'Prices', anchor: 'prices_2026', publish: 0 }),
    },
    publish: { path: '/api/cms/source-files/change-file-publish', idKey: 'uuid' },
    delete: { path: '/api/cms/source-files/delete-file', idKey: 'uuid', policy: 'admin' },
    rowFields: ['uuid', 'file_name', 'description', 'publish', 'anchor', 'create_at', 'update'],
  });

  it('keeps only letters, digits, - and _ in the anchor, and accepts a record with no file yet', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const created = await server.request('/api/cms/source-files/create-file', {
      token,
      body: { file_name: '', description: '', publish: 1, anchor: 'Tariffe 2026 / più!' },
    });
    expect(created.status).toBe(200);
    const read = await server.request('/api/cms/source-files/get-files-by', {
      token,
      body: { uuid: created.body.response },
    });
    expect(read.body.data).toMatchObject({ anchor: 'Tariffe2026pi', file_name: '' });
  });
});
