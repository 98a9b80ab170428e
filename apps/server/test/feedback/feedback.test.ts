import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defined, SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let superAdmin: string;
let refused: Array<{ label: string; token: string }>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const CONTACT = {
  list: '/api/feedback/contact/get-messages',
  one: '/api/feedback/contact/get-message',
  read: '/api/feedback/contact/change-read',
  send: '/api/feedback/contact/send-message',
};
const PARTNER = {
  list: '/api/feedback/become-a-partner/get-messages',
  one: '/api/feedback/become-a-partner/get-message',
  read: '/api/feedback/become-a-partner/change-read',
  send: '/api/feedback/become-a-partner/send-request',
};

const contactInput = (overrides: Record<string, unknown> = {}) => ({
  topic: 'Billing',
  name: 'Giulia Bianchi',
  mail: 'giulia@example.com',
  phone: '+393331234567',
  message: 'My last invoice shows a charge twice.',
  ...overrides,
});
const partnerInput = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Telefonia Rossi',
  contact_name: 'Marco Rossi',
  region: 'Lombardia',
  province: 'MI',
  address: 'Via Roma 1, Milano',
  postcode: '20121',
  vat_number: 'IT01234567890',
  email: 'marco@rossi.example',
  phone_number: '+390212345678',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn(SystemRole.Admin)).token;
  superAdmin = (await server.signIn(SystemRole.SuperAdmin)).token;
  refused = [
    { label: 'call-center agent', token: (await server.signIn(SystemRole.NoRole)).token },
    { label: 'chief agent', token: (await server.signIn(SystemRole.ChiefAgent)).token },
    {
      label: 'administrator waiting for activation',
      token: (await server.signIn(SystemRole.Admin, UserStatus.Created)).token,
    },
  ];
});
afterAll(() => server.close());

/** The per-address limit counts rows from this address; most tests start from none. */
async function forgetSubmissions() {
  await server.prisma.contactMessage.updateMany({ data: { senderAddress: null } });
  await server.prisma.partnerRequest.updateMany({ data: { senderAddress: null } });
}
beforeEach(forgetSubmissions);

async function seedContacts(count: number) {
  const base = Date.UTC(2026, 0, 1);
  for (let index = 0; index < count; index += 1)
    await server.prisma.contactMessage.create({
      data: {
        topic: index % 2 ? 'Coverage' : 'Billing',
        name: `Sender ${index}`,
        mail: `sender${index}@example.com`,
        phone: '+39333000000' + (index % 10),
        message: `Message number ${index}`,
        createdAt: new Date(base + index * 60_000),
      },
    });
}

describe('GET /api/feedback/contact/get-messages and get-message', () => {
  it('answers every row without paging, newest first, with read state', async () => {
    await server.prisma.contactMessage.deleteMany();
    await seedContacts(20);
    const response = await server.request(CONTACT.list, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(20);
    expect(response.body.unread).toBe(20);
    expect(response.body.data).toHaveLength(20);
    const [first] = response.body.data;
    expect(Object.keys(first).sort()).toEqual(
      ['create_at', 'link', 'mail', 'message', 'name', 'phone', 'read', 'read_at', 'topic', 'uuid'].sort(),
    );
    expect(first).toMatchObject({ name: 'Sender 19', read: 0, read_at: null, link: '' });
    expect(first.uuid).toHaveLength(36);
    expect(first.create_at).toBe(new Date(Date.UTC(2026, 0, 1) + 19 * 60_000).toISOString());
  });

  it('pages 15 a page, searches and sorts on request', async () => {
    const page1 = await server.request(`${CONTACT.list}?page=1&pageSize=15`, { token: admin });
    expect(page1.body.data).toHaveLength(15);
    expect(page1.body.total).toBe(20);
    const page2 = await server.request(`${CONTACT.list}?page=2&pageSize=15`, { token: admin });
    expect(page2.body.data).toHaveLength(5);
    const search = await server.request(`${CONTACT.list}?search=coverage`, { token: admin });
    expect(search.body.total).toBe(10);
    const sorted = await server.request(`${CONTACT.list}?sort=name&direction=asc&page=1`, { token: admin });
    expect(sorted.body.data[0].name).toBe('Sender 0');
    expect((await server.request(`${CONTACT.list}?sort=nope`, { token: admin })).status).toBe(400);
  });

  it('opening a message marks it read once; the read filter follows', async () => {
    const list = await server.request(CONTACT.list, { token: admin });
    const target = list.body.data[3];
    const openingSent = Date.now();
    const opened = await server.request(`${CONTACT.one}?uuid=${target.uuid}`, { token: admin });
    const openingAnswered = Date.now();
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ uuid: target.uuid, message: target.message, read: 1 });
    const readAt = opened.body.data.read_at as string;
    expect(Date.parse(readAt)).toBeGreaterThanOrEqual(openingSent);
    expect(Date.parse(readAt)).toBeLessThanOrEqual(openingAnswered);
    const again = await server.request(`${CONTACT.one}?uuid=${target.uuid}`, { token: superAdmin });
    expect(again.body.data.read_at).toBe(readAt);

    const read = await server.request(`${CONTACT.list}?read=1`, { token: admin });
    expect(read.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([target.uuid]);
    const unread = await server.request(`${CONTACT.list}?read=0`, { token: admin });
    expect(unread.body.total).toBe(19);
    expect(unread.body.unread).toBe(19);
    expect((await server.request(`${CONTACT.list}?read=2`, { token: admin })).status).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await server.request(`${CONTACT.one}?uuid=${UNKNOWN}`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Message not found');
    expect((await server.request(`${CONTACT.one}?uuid=abc`, { token: admin })).status).toBe(400);
    expect((await server.request(CONTACT.one, { token: admin })).status).toBe(400);
  });
});

describe('GET /api/feedback/become-a-partner/get-messages and get-message', () => {
  it('answers the documented shape, marks read on opening, 404 for unknown ids', async () => {
    await server.prisma.partnerRequest.create({
      data: { businessName: 'Old Shop', createdAt: new Date(2025, 0, 1) },
    });
    const sent = await server.request(PARTNER.send, { body: partnerInput() });
    expect(sent.status).toBe(200);
    const list = await server.request(PARTNER.list, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      ...partnerInput(),
      uuid: sent.body.response,
      read: 0,
      read_at: null,
    });
    expect(Object.keys(list.body.data[0]).sort()).toEqual(
      [
        'address',
        'business_name',
        'contact_name',
        'create_at',
        'email',
        'phone_number',
        'postcode',
        'province',
        'read',
        'read_at',
        'region',
        'uuid',
        'vat_number',
      ].sort(),
    );
    const one = await server.request(`${PARTNER.one}?uuid=${sent.body.response}`, { token: admin });
    expect(one.body.data).toMatchObject({ business_name: 'Telefonia Rossi', read: 1 });
    expect((await server.request(`${PARTNER.list}?read=0`, { token: admin })).body.data).toHaveLength(1);
    expect((await server.request(`${PARTNER.one}?uuid=${UNKNOWN}`, { token: admin })).status).toBe(404);
  });
});

describe('POST change-read (extension)', () => {
  it('marks a message unread again and read, with an audit record; 404 for unknown ids', async () => {
    for (const paths of [CONTACT, PARTNER]) {
      const list = await server.request(paths.list, { token: admin });
      const uuid = list.body.data[0].uuid as string;
      await server.request(`${paths.one}?uuid=${uuid}`, { token: admin });
      const unread = await server.request(paths.read, { token: admin, body: { uuid, read: 0 } });
      expect(unread.status).toBe(200);
      expect(unread.body).toEqual({ response: true });
      expect(
        (await server.request(`${paths.list}?read=0`, { token: admin })).body.data.map(
          (row: { uuid: string }) => row.uuid,
        ),
      ).toContain(uuid);
      expect((await server.request(paths.read, { token: superAdmin, body: { uuid, read: 1 } })).status).toBe(
        200,
      );
      expect(
        (await server.request(`${paths.list}?read=1`, { token: admin })).body.data.map(
          (row: { uuid: string }) => row.uuid,
        ),
      ).toContain(uuid);
      expect(
        await server.prisma.auditLog.count({ where: { entityId: uuid, action: { endsWith: '.read' } } }),
      ).toBe(2);
      expect(
        (await server.request(paths.read, { token: admin, body: { uuid: UNKNOWN, read: 1 } })).status,
      ).toBe(404);
      expect((await server.request(paths.read, { token: admin, body: { uuid, read: 2 } })).status).toBe(400);
      expect((await server.request(paths.read, { body: { uuid, read: 0 } })).status).toBe(401);
      for (const { label, token } of refused)
        expect((await server.request(paths.read, { token, body: { uuid, read: 0 } })).status, label).toBe(
          403,
        );
    }
  });
});

describe('roles', () => {
  it('the four staff calls need an administrator: 401 without a session, 403 for every other role', async () => {
    const contact = await server.prisma.contactMessage.findFirstOrThrow();
    const partner = await server.prisma.partnerRequest.findFirstOrThrow();
    const paths = [
      CONTACT.list,
      `${CONTACT.one}?uuid=${contact.id}`,
      PARTNER.list,
      `${PARTNER.one}?uuid=${partner.id}`,
    ];
    for (const path of paths) {
      expect((await server.request(path)).status, path).toBe(401);
      for (const { label, token } of refused)
        expect((await server.request(path, { token })).status, `${path} as ${label}`).toBe(403);
      for (const token of [admin, superAdmin])
        expect((await server.request(path, { token })).status, path).toBe(200);
    }
    // A refused role does not mark a message read.
    expect(
      (await server.prisma.contactMessage.findUniqueOrThrow({ where: { id: contact.id } })).readAt,
    ).not.toBeNull();
    const unread = await server.prisma.contactMessage.create({ data: { name: 'Unread' } });
    await server.request(`${CONTACT.one}?uuid=${unread.id}`, {
      token: defined(refused[1], 'refused[1]').token,
    });
    expect(
      (await server.prisma.contactMessage.findUniqueOrThrow({ where: { id: unread.id } })).readAt,
    ).toBeNull();
  });

  it('the two submissions are public and listed in the OpenAPI document', async () => {
    const document = await server.request('/api/openapi.json');
    expect(document.body.paths[CONTACT.send].post).toBeDefined();
    expect(document.body.paths[PARTNER.send].post).toBeDefined();
    for (const token of [null, defined(refused[0], 'refused[0]').token, admin])
      expect((await server.request(CONTACT.send, { token, body: contactInput() })).status).toBe(200);
  });
});

describe('POST /api/feedback/contact/send-message', () => {
  it('stores the message unread and answers its 36-character id', async () => {
    const response = await server.request(CONTACT.send, { body: contactInput({ topic: 'Roaming' }) });
    expect(response.status).toBe(200);
    expect(response.body.response).toHaveLength(36);
    const opened = await server.request(`${CONTACT.one}?uuid=${response.body.response}`, { token: admin });
    expect(opened.body.data).toMatchObject({ ...contactInput({ topic: 'Roaming' }), link: '' });
  });

  it('checks the fields (400 with the field named)', async () => {
    for (const body of [
      contactInput({ mail: 'not-an-email' }),
      contactInput({ mail: undefined }),
      contactInput({ message: '   ' }),
      contactInput({ name: 'x'.repeat(300) }),
    ]) {
      const response = await server.request(CONTACT.send, { body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toMatch(/^Input validation failed: (mail|message|name)/);
    }
    const partner = await server.request(PARTNER.send, { body: partnerInput({ email: 'x' }) });
    expect(partner.status).toBe(400);
  });

  it('keeps a checked attachment privately, downloadable by staff', async () => {
    const response = await server.request(CONTACT.send, {
      body: contactInput({
        attachment: { file_name: 'bolletta.pdf', content_base64: PDF.toString('base64') },
      }),
    });
    expect(response.status).toBe(200);
    const message = await server.request(`${CONTACT.one}?uuid=${response.body.response}`, { token: admin });
    const link: string = message.body.data.link;
    expect(link).toMatch(/^\/storage\/app\/public\/uploads\/feedback\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const download = await fetch(`${server.url}/api/file/get-files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': admin },
      body: JSON.stringify({ file_name: link }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('filename="bolletta.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // Not served at its path: feedback attachments may carry personal data.
    const direct = await fetch(`${server.url}${link}`);
    expect(direct.headers.get('content-type') ?? '').not.toContain('application/pdf');
  });

  it('refuses an attachment of the wrong kind with a 400 and writes nothing', async () => {
    const rowsBefore = await server.prisma.contactMessage.count();
    const filesBefore = await server.prisma.storedFile.count();
    const stored = async () => {
      const { readdir } = await import('node:fs/promises');
      return (await readdir(join(server.dataDir, 'files'), { recursive: true }).catch(() => [])).filter(
        (name) => /\.[a-z]+$/.test(String(name)),
      ).length;
    };
    const diskBefore = await stored();
    const cases = [
      ['page.png', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
      ['evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['invoice.hta', Buffer.from('<html><script>x()</script></html>')],
      ['report.bat', Buffer.from('@echo off\r\n')],
      ['fake.pdf', Buffer.from('not a pdf')],
      [
        'cut.png',
        (await readFile(join(__dirname, '..', 'files', 'fixtures', 'blog-1365x505.png'))).subarray(0, 500),
      ],
    ] as const;
    for (const [fileName, bytes] of cases) {
      const response = await server.request(CONTACT.send, {
        body: contactInput({ attachment: { file_name: fileName, content_base64: bytes.toString('base64') } }),
      });
      expect(response.status, fileName).toBe(400);
      expect(response.body.message, fileName).toMatch(
        /^attachment: Expected a PDF, a PNG, JPEG or WebP image/,
      );
    }
    const badBase64 = await server.request(CONTACT.send, {
      body: contactInput({ attachment: { file_name: 'a.pdf', content_base64: '%%%not base64' } }),
    });
    expect(badBase64.status).toBe(400);
    expect(await server.prisma.contactMessage.count()).toBe(rowsBefore);
    expect(await server.prisma.storedFile.count()).toBe(filesBefore);
    expect(await stored()).toBe(diskBefore);
  });
});

describe('per-address limit', () => {
  it('allows five submissions per form in ten minutes, then answers 429 without writing', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await server.request(CONTACT.send, { body: contactInput() })).status).toBe(200);
    const before = await server.prisma.contactMessage.count();
    const limited = await server.request(CONTACT.send, {
      body: contactInput({ attachment: { file_name: 'a.pdf', content_base64: PDF.toString('base64') } }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many messages from this address/);
    expect(await server.prisma.contactMessage.count()).toBe(before);
    // The partner form counts on its own.
    expect((await server.request(PARTNER.send, { body: partnerInput() })).status).toBe(200);
    // Older submissions no longer count.
    await server.prisma.contactMessage.updateMany({
      data: { createdAt: new Date(Date.now() - 11 * 60_000) },
    });
    expect((await server.request(CONTACT.send, { body: contactInput() })).status).toBe(200);
  });

  it('holds under parallel requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.request(PARTNER.send, { body: partnerInput() })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
