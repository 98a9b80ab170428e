import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Prisma } from '@backoffice/db';
import {
  defined,
  looksLikeFormula,
  orderStateName,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { deleteExpiredReportFiles } from '../../../../packages/api/src/services/reports/files';
import { streamReport } from '../../../../packages/api/src/services/reports/query';
import { readCsvFile as readCsv, readXlsx } from '../support/spreadsheets';
import { startTestServer, type TestServer } from '../support/test-server';

const PATH = '/api/admin/reports/get-data';

/** A Rome wall time as an instant (the test dates are in January: CET, UTC+1). */
const rome = (text: string) => new Date(`${text}+01:00`);

describe('POST /api/admin/reports/get-data', () => {
  let server: TestServer;
  let token: string;
  let codeId: string;

  const order = (overrides: Partial<Prisma.OrderUncheckedCreateInput> = {}) => ({
    amount: '19.90',
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario@example.test',
    phone: '3331234567',
    fiscalCode: 'RSSMRA80A01H501U',
    status: OrderStatus.InProcess,
    paymentStatus: PaymentStatus.Paid,
    createdAt: rome('2026-01-10T12:00:00'),
    ...overrides,
  });

  async function download(path: string, language?: string) {
    const response = await fetch(`${server.url}/api/file/get-files`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': token,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify({ file_name: path }),
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  beforeAll(async () => {
    server = await startTestServer();
    // Reports are for every active staff role: a call-center agent here.
    token = (await server.signIn(SystemRole.NoRole)).token;
    const code = await server.prisma.discountCode.create({ data: { name: 'SPRING10' } });
    const silent = await server.prisma.discountCode.create({
      data: { name: 'NOSHIP', dontSendToLogistic: true },
    });
    codeId = code.id;
    const make = async (
      data: ReturnType<typeof order>,
      products: Array<Partial<Prisma.OrderProductCreateWithoutOrderInput>>,
    ) =>
      server.prisma.order.create({
        data: { ...data, products: { create: products.map((p) => ({ offerName: 'Giga 100', ...p })) } },
      });
    // In range, with values a spreadsheet would run as formulas.
    await make(
      order({
        firstName: '=HYPERLINK("http://evil.test","x")',
        lastName: '@SUM(A1)',
        phone: '+39 333 1234567',
        note: '-2+3',
        // A formula behind a control character (stored before input refused them).
        fiscalCode: '\u0001=1+1',
        email: 'a;b"c@example.test',
        discountAmount: '5.00',
        discountCodeId: code.id,
        discountCodeName: 'SPRING10',
        deliveryStreetName: 'Via Roma',
        deliveryCity: 'Torino',
      }),
      [
        { isEsim: false, msisdn: '3330000001', simStatus: 7 },
        { isEsim: true, msisdn: '3330000002', simStatus: 2, offerName: 'Basic' },
        { isEsim: false, offerName: 'Basic' },
      ],
    );
    // Bounds: 00:00:01 of the first day is in, 00:00:00 is out; 23:59:59 of the last day is in.
    await make(order({ firstName: 'Early', createdAt: rome('2026-01-05T00:00:00') }), [{ isEsim: true }]);
    await make(order({ firstName: 'First', createdAt: rome('2026-01-05T00:00:01') }), [{ isEsim: false }]);
    await make(order({ firstName: 'Last', createdAt: rome('2026-01-20T23:59:59') }), []);
    await make(order({ firstName: 'Late', createdAt: rome('2026-01-21T00:00:00') }), []);
    // Logistics leaves out unpaid, cancelled, eSIM-only and 'do not send to logistic' orders.
    await make(order({ firstName: 'Unpaid', paymentStatus: PaymentStatus.NotPaid }), [{ isEsim: false }]);
    await make(order({ firstName: 'Cancelled', status: OrderStatus.Cancelled }), [{ isEsim: false }]);
    await make(order({ firstName: 'Silent', discountCodeId: silent.id, discountCodeName: 'NOSHIP' }), [
      { isEsim: false },
    ]);
  });
  afterAll(() => server.close());

  const get = (body: unknown, as: string | null = token) => server.request(PATH, { token: as, body });
  const range = { date_from: '2026-01-05', date_to: '2026-01-20' };

  it.each([
    [{ ...range }, 'type'],
    [{ ...range, type: 9 }, 'type'],
    [{ ...range, type: 'x' }, 'type'],
    [{ ...range, type: 2, date_from: '2026-01-21' }, 'date_to'],
    [{ ...range, type: 2, date_from: '2026-02-30' }, 'date_from'],
    [{ type: 2, date_to: '2026-01-20' }, 'date_from'],
  ])('answers 400 for %j', async (body, field) => {
    const response = await get(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('answers 400 for the discount codes type without a code or with an unknown uuid', async () => {
    const missing = await get({ ...range, type: 3 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Choose a discount code for the discount codes report');
    const unknown = await get({ ...range, type: 3, discount_code: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get({ ...range, type: 2 }, null)).status).toBe(401);
  });

  it('order data: rows in the Rome range, first rows and total, and both files read back equal to the database', async () => {
    // The original client sends the times appended; they are read as the same days.
    const response = await get({ date_from: '2026-01-05 00:00:01', date_to: '2026-01-20 23:59:59', type: 2 });
    expect(response.status).toBe(200);
    const { reports, total, xlsLink, csvLink, columns } = response.body.response;
    const expected = await server.prisma.order.findMany({
      where: { createdAt: { gte: rome('2026-01-05T00:00:01'), lte: rome('2026-01-20T23:59:59') } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { products: true },
    });
    expect(total).toBe(expected.length);
    expect(reports.map((row: { first_name: string }) => row.first_name)).toEqual(
      expected.map((o) => o.firstName),
    );
    expect(reports.map((row: { id: number }) => row.id)).not.toContain(undefined);
    expect(columns.map((column: { key: string }) => column.key)).toEqual([
      'create_at',
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'note',
      'fiscal_code',
      'amount',
      'status',
      'payment_status',
      'esim_count',
      'psim_count',
      'discount_amount',
      'platform',
    ]);
    const main = reports.find((row: { last_name: string }) => row.last_name === '@SUM(A1)');
    expect(main).toMatchObject({
      amount: 19.9,
      status: 1,
      payment_status: 1,
      esim_count: 1,
      psim_count: 2,
      discount_amount: 5,
    });
    expect(main.create_at).toBe('10.01.2026 12:00:00');

    const xlsx = await readXlsx(await download(xlsLink));
    expect(xlsx[0]).toEqual(columns.map((column: { label: string }) => column.label));
    expect(xlsx).toHaveLength(expected.length + 1);
    const csv = readCsv(await download(csvLink));
    expect(csv).toHaveLength(expected.length + 1);
    expected.forEach((o, index) => {
      const x = xlsx[index + 1] as unknown[];
      const c = csv[index + 1] as string[];
      expect(x[1]).toBe(o.id);
      expect(c[1]).toBe(String(o.id));
      expect(x[8]).toBe(Number(o.amount));
      expect(c[8]).toBe(Number(o.amount).toFixed(2).replace('.', ','));
      expect(c[9]).toBe(orderStateName('orderStatus', o.status, 'en'));
      expect(c[11]).toBe(String(o.products.filter((p) => p.isEsim).length));
      expect(c[12]).toBe(String(o.products.filter((p) => !p.isEsim).length));
    });
    // Formula-like texts are neutralised in both files, also behind a control character, while a
    // bare phone number is not; a ';' and quotes survive CSV quoting.
    const xRow = xlsx.find((row) => row[3] === "'@SUM(A1)") as unknown[];
    expect(xRow[2]).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(xRow[5]).toBe('+39 333 1234567');
    expect(xRow[6]).toBe("'-2+3");
    expect(xRow[7]).toBe("'=1+1");
    const cRow = csv.find((row) => row[3] === "'@SUM(A1)") as string[];
    expect(cRow[2]).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(cRow[4]).toBe('a;b"c@example.test');
    expect(cRow[5]).toBe('+39 333 1234567');
    expect(cRow[7]).toBe("'=1+1");
    for (const row of [...xlsx, ...csv])
      for (const value of row)
        if (typeof value === 'string') expect(looksLikeFormula(value), value).toBe(false);
  });

  it.each([
    ['it-IT,it;q=0.9,en;q=0.8', ['Creato il', 'Ordine', 'Nome'], 'Stato del pagamento'],
    ['en-GB,en;q=0.9,it;q=0.8', ['Created at', 'Order', 'First name'], 'Payment status'],
    ['fr-FR,fr;q=0.9', ['Created at', 'Order', 'First name'], 'Payment status'],
  ])("writes the headers in the caller's language (Accept-Language %s)", async (language, first, payment) => {
    const response = await server.request(PATH, {
      token,
      body: { ...range, type: 2 },
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(200);
    const { columns, csvLink, xlsLink } = response.body.response;
    const labels = columns.map((column: { label: string }) => column.label);
    expect([
      labels.slice(0, 3),
      labels[columns.findIndex((c: { key: string }) => c.key === 'payment_status')],
    ]).toEqual([first, payment]);
    // The files are written when downloaded, in the downloader's language.
    expect(readCsv(await download(csvLink, language))[0]).toEqual(labels);
    expect((await readXlsx(await download(xlsLink, language)))[0]).toEqual(labels);
  });

  it('logistics: paid orders with physical SIMs to ship, SIMs counted by offer', async () => {
    const response = await get({ ...range, type: 0 });
    const names = response.body.response.reports.map((row: { first_name: string }) => row.first_name);
    expect(names).toEqual(['First', '=HYPERLINK("http://evil.test","x")']);
    const main = response.body.response.reports[1];
    expect(main).toMatchObject({
      psim_count: 2,
      sim_count: 'Basic x1, Giga 100 x1',
      street_name: 'Via Roma',
      city: 'Torino',
    });
  });

  it('APN settings: one row per SIM with a number', async () => {
    const response = await get({ ...range, type: 1 });
    expect(
      response.body.response.reports.map((row: { msisdn: string; sim_type: string; result: number }) => [
        row.msisdn,
        row.sim_type,
        row.result,
      ]),
    ).toEqual([
      ['3330000001', 'pSIM', SimStatus.AcceptedFromCompletedKYC],
      ['3330000002', 'eSIM', SimStatus.PendingWaitingKYC],
    ]);
    // The files name the state as the screens do, in the caller's language.
    const file = readCsv(await download(response.body.response.csvLink, 'it'));
    expect(file.slice(1).map((row) => row.at(-1))).toEqual(['Attivata', 'In attesa: KYC']);
  });

  it('discount codes: the orders of one code, by name (any case) or by uuid', async () => {
    for (const discount_code of ['spring10', codeId]) {
      const response = await get({ ...range, type: 3, discount_code });
      expect(response.status).toBe(200);
      expect(response.body.response.total).toBe(1);
      expect(response.body.response.reports[0]).toMatchObject({
        discount_code: 'SPRING10',
        discount_amount: 5,
      });
    }
  });

  it('answers the first 1,000 rows and the total; the files hold every row', async () => {
    // One statement (createMany of 1,205 objects took long enough on a busy machine for the server to
    // close the idle keep-alive connection the next request then reused).
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, amount, first_name, status, payment_status, created_at)
       SELECT gen_random_uuid(), 19.90, 'Bulk' || i, 1, 1, $1::timestamptz + i * interval '1 second'
       FROM generate_series(0, 1204) AS i`,
      rome('2026-03-01T08:00:00'),
    );
    const response = await get({ date_from: '2026-03-01', date_to: '2026-03-01', type: 2 });
    expect(response.body.response.total).toBe(1_205);
    expect(response.body.response.reports).toHaveLength(1_000);
    expect(response.body.response.reports[999].first_name).toBe('Bulk999');
    const csv = readCsv(await download(response.body.response.csvLink));
    expect(csv).toHaveLength(1_206);
    expect(defined(csv[1_205], 'csv[1_205]')[2]).toBe('Bulk1204');
    const xlsx = await readXlsx(await download(response.body.response.xlsLink));
    expect(xlsx).toHaveLength(1_206);
  });

  it('a preview writes no file: the links name the report, and the same request gets the same links', async () => {
    const files = () => readdir(`${server.dataDir}/files`, { recursive: true }).catch(() => []);
    const before = { stored: await server.prisma.storedFile.count(), files: (await files()).length };
    const answers = [];
    for (let round = 0; round < 6; round += 1) answers.push(await get({ ...range, type: 2 }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect({ stored: await server.prisma.storedFile.count(), files: (await files()).length }).toEqual(before);
    expect(new Set(answers.map((answer) => answer.body.response.xlsLink)).size).toBe(1);
    expect(defined(answers[0], 'answers[0]').body.response).toMatchObject({
      xlsLink: `/storage/app/public/uploads/reports/report-order-data-${range.date_from}_${range.date_to}.xlsx`,
      csvLink: `/storage/app/public/uploads/reports/report-order-data-${range.date_from}_${range.date_to}.csv`,
    });
    // A discount code is part of the link, escaped.
    const code = await get({ ...range, type: 3, discount_code: 'spring10' });
    expect(code.body.response.csvLink).toMatch(/report-discount-codes-[\d-]+_[\d-]+-spring10\.csv$/);
    // The export is made on download, named as before, and only for a session.
    const response = await fetch(`${server.url}/api/file/get-files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify({ file_name: code.body.response.csvLink }),
    });
    expect(response.headers.get('content-disposition')).toContain(
      `filename="report-discount-codes-${range.date_from}_${range.date_to}-spring10.csv"`,
    );
    expect(readCsv(Buffer.from(await response.arrayBuffer()))).toHaveLength(2);
    const anonymous = await server.request('/api/file/get-files', {
      body: { file_name: code.body.response.csvLink },
    });
    expect(anonymous.status).toBe(401);
    const publicUrl = await fetch(server.url + code.body.response.xlsLink);
    expect(publicUrl.headers.get('content-type') ?? '').not.toContain('spreadsheet');
  });

  it('refuses a link that names no valid report, and a discount codes report without its code (400)', async () => {
    const prefix = '/storage/app/public/uploads/reports/';
    const notAFile = 'file_name must be a stored file path';
    for (const [name, message] of [
      ['report-order-data-2026-02-30_2026-03-01.csv', notAFile],
      ['report-order-data-2026-03-02_2026-03-01.csv', notAFile],
      ['report-unknown-2026-03-01_2026-03-01.csv', notAFile],
      ['report-order-data-2026-03-01_2026-03-01.pdf', notAFile],
      ['report-discount-codes-2026-03-01_2026-03-01-%E0%A4%A.csv', notAFile],
      [
        'report-discount-codes-2026-03-01_2026-03-01.csv',
        'Choose a discount code for the discount codes report',
      ],
    ] as const) {
      const answer = await server.request('/api/file/get-files', {
        token,
        body: { file_name: prefix + name },
      });
      expect([name, answer.status, answer.body.message]).toEqual([name, 400, message]);
    }
  });

  it('limits previews and exports per user: at once and per hour, 429 with Retry-After', async () => {
    const { token: own, user } = await server.signIn(SystemRole.NoRole);
    const preview = await server.request(PATH, { token: own, body: { ...range, type: 2 } });
    expect(preview.status).toBe(200);
    const link = preview.body.response.csvLink;
    const exportOnce = () => server.request('/api/file/get-files', { token: own, body: { file_name: link } });
    const now = Date.now();
    // Two exports of this user still running (on any instance): a third waits.
    await server.prisma.expensiveCall.createMany({
      data: [0, 1].map(() => ({ userId: user.id, kind: 'report-export', startedAt: new Date(now - 1000) })),
    });
    const busy = await exportOnce();
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([429, '5']);
    // One left 20 minutes ago without finishing counts as abandoned, not running.
    await server.prisma.expensiveCall.updateMany({
      where: { userId: user.id },
      data: { startedAt: new Date(now - 20 * 60_000) },
    });
    expect((await exportOnce()).status).toBe(200);
    // 60 exports in the last hour: the next one may start when the oldest leaves the hour.
    await server.prisma.expensiveCall.deleteMany({ where: { userId: user.id } });
    await server.prisma.expensiveCall.createMany({
      data: Array.from({ length: 60 }, (_, index) => ({
        userId: user.id,
        kind: 'report-export',
        startedAt: new Date(now - 50 * 60_000 + index * 1000),
        finishedAt: new Date(now - 50 * 60_000 + index * 1000 + 500),
      })),
    });
    const hourly = await exportOnce();
    expect(hourly.status).toBe(429);
    expect(hourly.body.message).toBe('At most 60 report exports an hour: try again later');
    const retryAfter = Number(hourly.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60 + 1);
    // Six previews at once: two run, the others are refused until one ends.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => server.request(PATH, { token: own, body: { ...range, type: 2 } })),
    );
    expect(burst.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    for (const refused of burst.filter((answer) => answer.status !== 200)) {
      expect([refused.status, refused.body.message, refused.headers.get('retry-after')]).toEqual([
        429,
        'At most 2 report previews at once: wait for one to finish',
        '5',
      ]);
    }
    // Previews have limits of their own, and other users are not affected.
    expect((await server.request(PATH, { token: own, body: { ...range, type: 2 } })).status).toBe(200);
    expect((await server.request('/api/file/get-files', { token, body: { file_name: link } })).status).toBe(
      200,
    );
    // Each finished call is recorded as finished.
    expect(await server.prisma.expensiveCall.count({ where: { userId: user.id, finishedAt: null } })).toBe(0);
  });

  it('deletes report files stored by earlier versions after a day', async () => {
    const storage = (await import('@backoffice/api')).createLocalFileStorage(`${server.dataDir}/files`);
    const saved = await storage.save('reports', 'csv', Readable.from(['old export']));
    await server.prisma.storedFile.create({
      data: {
        storageKey: saved.key,
        originalName: 'report-order-data.csv',
        mimeType: 'text/csv',
        size: saved.size,
        directory: 'reports',
      },
    });
    expect(await deleteExpiredReportFiles(server.prisma, storage)).toBe(0);
    await server.prisma.storedFile.update({
      where: { storageKey: saved.key },
      data: { createdAt: new Date(Date.now() - 25 * 3600 * 1000) },
    });
    expect(await deleteExpiredReportFiles(server.prisma, storage)).toBe(1);
    expect(await storage.open(saved.key)).toBeNull();
  });

  it('reads in keyset batches without skipping or repeating rows, ties and microseconds included', async () => {
    // 40 orders: groups sharing one instant, and instants a microsecond apart (a JS Date would lose them).
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, amount, first_name, created_at)
       SELECT gen_random_uuid(), 1, 'Keyset' || i,
         '2026-04-02 10:00:00+00'::timestamptz + ((i / 4) * interval '1 microsecond')
       FROM generate_series(1, 40) AS i`,
    );
    const query = {
      type: 2 as const,
      from: rome('2026-04-02T00:00:01'),
      to: rome('2026-04-02T23:59:59'),
    };
    const whole: number[] = [];
    for await (const batch of streamReport(server.prisma, query))
      whole.push(...batch.map((row) => Number(row.id)));
    const batched: number[] = [];
    for await (const batch of streamReport(server.prisma, query, { batch: 7 })) {
      expect(batch.length).toBeLessThanOrEqual(7);
      batched.push(...batch.map((row) => Number(row.id)));
    }
    expect(whole).toHaveLength(40);
    expect(batched).toEqual(whole);
    const limited: number[] = [];
    for await (const batch of streamReport(server.prisma, query, { batch: 7, limit: 10 }))
      limited.push(...batch.map((row) => Number(row.id)));
    expect(limited).toEqual(whole.slice(0, 10));
  });
});
