import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itTakesOnlySafeLinks } from '../support/link-fields';
import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
let image = '';
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.signIn(SystemRole.Admin);
  image = await uploadFile(server, token, { kind: 'image', directory: 'slider', file: SAMPLE_FILES.png });
});
afterAll(() => server.close());

const slide = (overrides: Record<string, unknown> = {}) => ({
  title: 'Black Friday',
  subtitle: 'Half price',
  publish: 1,
  display_text: 1,
  image,
  alt: 'Desktop',
  image_m: image,
  alt_m: 'Mobile',
  link: 'https://example.com/offers',
  ...overrides,
});

describe('slides', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'Slide',
    versioned: true,
    list: { path: '/api/admin/get-slider', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-slider-by', idKey: 'uuid' },
    create: { path: '/api/admin/create-slider', body: () => slide() },
    update: {
      path: '/api/admin/change-slider-info',
      idKey: 'uuid',
      body: () => slide({ title: 'Cyber Monday', display_text: 0 }),
      expected: () => ({ title: 'Cyber Monday', display_text: 0 }),
    },
    publish: { path: '/api/admin/change-slider-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-slider', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'title',
      'subtitle',
      'publish',
      'display_text',
      'image',
      'alt',
      'image_m',
      'alt_m',
      'link',
      'slider_sort',
      'create_at',
    ],
  });

  it('requires title, subtitle, link and both images', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/admin/create-slider', {
      token,
      body: slide({ title: '', subtitle: '', link: '', image: '', image_m: '' }),
    });
    expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'image',
      'image_m',
      'link',
      'subtitle',
      'title',
    ]);
  });

  itTakesOnlySafeLinks(() => server, {
    field: 'link',
    body: (link) => slide({ link }),
    create: '/api/admin/create-slider',
    update: '/api/admin/change-slider-info',
    get: '/api/admin/get-slider-by',
  });
});

describe('slider display settings', () => {
  it('lists slides and slider offers by their sorting number and changes each', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const slideId = (
      await server.request('/api/admin/create-slider', { token, body: slide({ title: 'Sorted' }) })
    ).body.response as string;
    const offerId = (
      await server.prisma.offer.create({
        data: {
          name: 'Slider offer',
          price: '9.99',
          url: 'slider-offer',
          displaySlider: true,
          sliderSort: 5,
        },
        select: { id: true },
      })
    ).id;

    expect(
      (
        await server.request('/api/admin/change-slider-sort', {
          token,
          body: { uuid: slideId, slider_sort: '9' },
        })
      ).body,
    ).toEqual({ response: true });
    expect(
      (
        await server.request('/api/admin/change-offer-sort', {
          token,
          body: { uuid: offerId, slider_sort: 1 },
        })
      ).body,
    ).toEqual({ response: true });

    const rows = (await server.request('/api/admin/get-slider-display', { token })).body.data as Array<{
      uuid: string;
      type: string;
      slider_sort: number;
    }>;
    const sorted = rows.map((row) => row.slider_sort);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(rows.find((row) => row.uuid === slideId)).toMatchObject({ type: 'slide', slider_sort: 9 });
    expect(rows.find((row) => row.uuid === offerId)).toMatchObject({ type: 'offer', slider_sort: 1 });
  });

  it('requires a numeric sorting number and a known record', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const bad = await server.request('/api/admin/change-slider-sort', {
      token,
      body: { uuid: '00000000-0000-4000-8000-000000000000', slider_sort: 'first' },
    });
    expect(bad.status).toBe(400);
    const unknown = await server.request('/api/admin/change-offer-sort', {
      token,
      body: { uuid: '00000000-0000-4000-8000-000000000000', slider_sort: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});
