import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { IMPORT_PATH, uploadCsv } from '../stores/upload';
import { type HardeningServer, startHardeningServer } from './harness';

describe('Unsafe text in input: NUL and other control characters, lone surrogates', () => {
  let server: HardeningServer;
  let token: string;
  beforeAll(async () => {
    server = await startHardeningServer();
    token = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(() => server.close());

  const profile = {
    first_name: 'Giulia',
    last_name: 'Bianchi',
    second_name: 'Maria',
    phone: '+393331234567',
    birthday: '1990-04-12',
    sex: 'f',
  };

  it('answers 400 naming the field for a NUL byte in a REST body', async () => {
    const response = await server.post(
      '/api/account/profile/profile-update',
      { ...profile, first_name: 'Giu\u0000lia' },
      { 'x-session-token': token },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.issues[0].path).toEqual(['first_name']);
  });

  it('answers 400 for a lone surrogate, sent as JSON escapes', async () => {
    const body = JSON.stringify({ ...profile, last_name: 'X' }).replace('"X"', '"Bian\\ud800chi"');
    const response = await server.post('/api/account/profile/profile-update', body, {
      'x-session-token': token,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['last_name']);
    const low = await server.post(
      '/api/account/enter/login',
      '{"email":"a@b.it","password":"\\udc00secret"}',
    );
    expect(low.status).toBe(400);
  });

  it('answers 400 in query strings and in tRPC calls, and keeps valid pairs and emoji', async () => {
    const search = await server.get(`/api/admin/get-users?search=${encodeURIComponent('ab\u0000')}`, {
      'x-session-token': token,
    });
    expect(search.status).toBe(400);
    const trpc = await server.post(
      '/trpc/account.profile.profileUpdate',
      { ...profile, second_name: 'Ma\u0000ria' },
      { 'x-session-token': token },
    );
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.issues[0].path).toEqual(['second_name']);
    const emoji = await server.get(`/api/admin/get-users?search=${encodeURIComponent('😀')}`, {
      'x-session-token': token,
    });
    expect(emoji.status).toBe(200);
  });

  it.each([
    ['U+0001', 'first_name', 'Giu\u0001lia'],
    ['U+000B', 'last_name', 'Bian\u000bchi'],
    ['U+001F', 'second_name', '\u001fMaria'],
    ['DEL', 'first_name', 'Giulia\u007f'],
  ])('answers 400 naming the field for %s in a name', async (_, field, value) => {
    const response = await server.post(
      '/api/account/profile/profile-update',
      { ...profile, [field]: value },
      { 'x-session-token': token },
    );
    expect(response.status).toBe(400);
    expect(response.body.issues[0]).toMatchObject({ path: [field], messageId: 'unsafeText' });
  });

  it('keeps tabs and line breaks in a multi-line text, and refuses a control character in the same form', async () => {
    const contact = { topic: 'Ordine', name: 'Giulia Bianchi', mail: 'giulia@example.test' };
    const multiLine = await server.post('/api/feedback/contact/send-message', {
      ...contact,
      message: 'Buongiorno,\r\nla SIM non arriva.\n\tGrazie',
    });
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(200);
    const refused = await server.post('/api/feedback/contact/send-message', {
      ...contact,
      name: 'Giulia\u000bBianchi',
      message: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].path).toEqual(['name']);
  });

  it('answers 400 naming the field for a control character in the order intake', async () => {
    const address = {
      street_name: 'Via Roma',
      street_number: '1',
      city: 'Milano',
      province: 'MI',
      zip_code: '20121',
      country: 'Italia',
    };
    const response = await server.post(
      '/api/web-api/orders/create',
      {
        customer_info: {
          first_name: 'Ada',
          last_name: 'Neri',
          fiscal_code: 'NRNDAA80A41F205X',
          birth_place: 'Milano',
          date_of_birth: '1980-01-01',
          gender: 'F',
          email: 'ada@example.test',
          phone: '+393331234567',
        },
        delivery_info: { ...address, street_name: '\u0001=1+1' },
        residential_info: address,
        products: [{ offer_uuid: '5a1f7a4e-2b7c-4d3e-9f10-2a3b4c5d6e7f', is_esim: 0 }],
      },
      { 'x-session-token': token, 'idempotency-key': 'unsafe-text-1' },
    );
    expect(response.status).toBe(400);
    expect(response.body.issues[0]).toMatchObject({
      path: ['delivery_info', 'street_name'],
      messageId: 'unsafeText',
    });
  });

  it('answers 400 naming the line and column for a control character in an uploaded CSV', async () => {
    const stores = await uploadCsv(
      server.url,
      IMPORT_PATH,
      token,
      'store_name;address;latitude;longitude\nNegozio;Via Roma 1;45;7\nPunto\u0001;Via Po 2;45;7\n',
      { isLoad: 'false' },
    );
    expect(stores.status).toBe(400);
    expect(stores.body.detail).toMatch(/^line 3, column store_name: /);
    const tracking = await uploadCsv(
      server.url,
      '/api/admin/upload-csv-delivery-files',
      token,
      'order_id,tracking,tracking_link\n1,"TRK\u000b1",https://track.test/1\n',
      { loadToDb: 'false' },
    );
    expect(tracking.status).toBe(400);
    expect(tracking.body.detail).toMatch(/^line 2, column tracking: /);
  });
});
