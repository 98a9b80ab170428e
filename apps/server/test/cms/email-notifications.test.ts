import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
let FILE = '';
let pdf = '';
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signIn(SystemRole.Admin);
  FILE = await uploadFile(server, token, { kind: 'html', directory: 'email', file: SAMPLE_FILES.html });
  pdf = await uploadFile(server, token, { kind: 'pdf', directory: 'email', file: SAMPLE_FILES.pdf });
});
afterAll(() => server.close());

let counter = 0;
const template = () => ({
  publish: 1,
  template_id: `order-created-${++counter}`,
  template_name: 'Order created',
  topic_name: 'Your order',
  send_to: 'customer',
  file: FILE,
});

describe('email notifications (administrators delete too)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'EmailNotification',
    versioned: true,
    list: { path: '/api/settings/get-email-notifications', envelope: 'data' },
    get: { method: 'POST', path: '/api/settings/get-email-notifications-by', idKey: 'uuid' },
    create: { path: '/api/settings/create-email-notifications', body: template },
    update: {
      path: '/api/settings/change-email-notifications-info',
      idKey: 'uuid',
      body: () => ({
        publish: 1,
        template_name: 'Order placed',
        topic_name: 'Thanks',
        send_to: 'customer',
        file: FILE,
      }),
      expected: () => ({ template_name: 'Order placed', topic_name: 'Thanks' }),
    },
    publish: { path: '/api/settings/change-email-notifications-publish', idKey: 'uuid' },
    delete: { path: '/api/settings/delete-email-notifications', idKey: 'uuid', policy: 'admin' },
    rowFields: [
      'uuid',
      'publish',
      'template_id',
      'template_name',
      'topic_name',
      'send_to',
      'file',
      'priority',
      'update',
    ],
  });

  it('takes only an uploaded HTML file as the template', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/settings/create-email-notifications', {
      token,
      body: { ...template(), file: pdf },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^file: expected/);
  });

  it('keeps the template id fixed after create: the change call ignores one', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const body = template();
    const id = (await server.request('/api/settings/create-email-notifications', { token, body })).body
      .response;
    await server.request('/api/settings/change-email-notifications-info', {
      token,
      body: { ...body, uuid: id, template_id: 'something-else' },
    });
    const read = await server.request('/api/settings/get-email-notifications-by', {
      token,
      body: { uuid: id },
    });
    expect(read.body.data.template_id).toBe(body.template_id);
  });

  it('refuses a template id already in use (409) and requires id, name, topic and send-to', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const body = template();
    await server.request('/api/settings/create-email-notifications', { token, body });
    expect((await server.request('/api/settings/create-email-notifications', { token, body })).status).toBe(
      409,
    );
    const empty = await server.request('/api/settings/create-email-notifications', {
      token,
      body: { publish: 1 },
    });
    expect(empty.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'send_to',
      'template_id',
      'template_name',
      'topic_name',
    ]);
  });
});
