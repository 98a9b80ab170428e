import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, EVERY_ORDER_DATE, OrderStatus, romeToday, SystemRole } from '@backoffice/shared';

import { readCsvFile as readCsv, readXlsx } from '../support/spreadsheets';
import { startTestServer, type TestServer } from '../support/test-server';
import { createOrders } from './actions-fixtures';

/**
 * The order desk's export (POST /api/file/export-orders): the queue as filtered, or its selection,
 * one row per order, through the reports' writers and their limits.
 */
const PATH = '/api/file/export-orders';
const EXPORTS_PER_HOUR = 6;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { reportExportsPerHour: EXPORTS_PER_HOUR } });
  token = (await server.signIn(SystemRole.NoRole)).token;
});
afterAll(() => server.close());

/** Today in Europe/Rome, as the desk sends it (the UTC date differs from 23:00 or 22:00 UTC). */
const today = () => {
  const day = romeToday();
  return { startDate: `${day} 00:00:00`, endDate: `${day} 23:59:59` };
};

async function exportOrders(body: unknown, options: { as?: string; language?: string } = {}) {
  const response = await fetch(`${server.url}${PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-session-token': options.as ?? token,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the order queue export', () => {
  it('writes the filtered list one row per order, in the caller’s language, formulas neutralised', async () => {
    const orders = await createOrders(server.prisma, [
      { status: OrderStatus.InDelivery },
      { status: OrderStatus.InDelivery },
      { status: OrderStatus.New },
    ]);
    await server.prisma.order.update({
      where: { id: orders[0].id },
      data: { firstName: '=HYPERLINK("http://evil.test","x")', tracking: 'TRK-EXPORT-1' },
    });
    const { response, bytes } = await exportOrders(
      { list: { ...today(), status: [OrderStatus.InDelivery], sort: 'id', direction: 'asc' }, format: 'csv' },
      { language: 'it' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = readCsv(bytes);
    expect(header).toEqual([
      'Creato il',
      'Ordine',
      'Nome',
      'Cognome',
      'Email',
      'Telefono',
      'Codice fiscale',
      'Stato',
      'Stato del pagamento',
      'Importo',
      'eSIM',
      'SIM fisiche',
      'Tracking',
    ]);
    const exported = rows.filter((row) => orders.some((order) => String(order.id) === row[1]));
    // Two SIMs each, one row each: the third order is not In delivery.
    expect(exported.map((row) => row[1])).toEqual([String(orders[0].id), String(orders[1].id)]);
    const first = defined(exported[0], 'the first exported order');
    expect(first[2]).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(first.slice(7, 9)).toEqual(['In consegna', 'Pagato']);
    expect(first[9]).toBe('30,30');
    expect(first[12]).toBe('TRK-EXPORT-1');
    expect(first[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes only the selected orders, as XLSX with numbers, and over every date when the desk searches so', async () => {
    const orders = await createOrders(server.prisma, [{}, {}, {}]);
    await server.prisma.order.update({
      where: { id: orders[2].id },
      data: { createdAt: new Date('2025-10-03T10:00:00Z'), lastName: 'Exportinelli' },
    });
    const selection = await exportOrders({
      list: today(),
      order_uuids: [orders[0].uuid, orders[1].uuid],
      format: 'xlsx',
    });
    expect(selection.response.status).toBe(200);
    expect(selection.response.headers.get('content-disposition')).toMatch(/orders-selected-[\d-]+\.xlsx/);
    const [header, ...rows] = await readXlsx(selection.bytes);
    expect(header?.[1]).toBe('Order');
    expect(rows.map((row) => row[1]).sort()).toEqual([orders[0].id, orders[1].id].sort());
    expect(defined(rows[0], 'rows[0]')[9]).toBe(30.3);

    const searched = { list: { ...today(), search: 'Exportinelli' }, format: 'csv' };
    expect(readCsv((await exportOrders(searched)).bytes)).toHaveLength(1);
    const everyDate = readCsv((await exportOrders({ ...searched, open_bounds: EVERY_ORDER_DATE })).bytes);
    expect(everyDate.slice(1).map((row) => row[1])).toEqual([String(orders[2].id)]);
  });

  it('refuses bad input naming the field, and callers without a session', async () => {
    const badFormat = await server.request(PATH, { token, body: { list: today(), format: 'pdf' } });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.issues).toMatchObject([
      { path: ['format'], messageId: 'invalidValue', message: 'Invalid value' },
    ]);
    const badSelection = await server.request(PATH, {
      token,
      body: { list: today(), format: 'csv', order_uuids: ['not-a-uuid'] },
    });
    expect(badSelection.status).toBe(400);
    expect(JSON.stringify(badSelection.body)).toContain('order_uuids');
    const reversed = await server.request(PATH, {
      token,
      body: { list: { startDate: '2026-02-01 00:00:00', endDate: '2026-01-01 23:59:59' }, format: 'csv' },
    });
    expect(reversed.status).toBe(400);
    expect((await server.request(PATH, { body: { list: today(), format: 'csv' } })).status).toBe(401);
  });

  it('counts against the user’s hourly export limit (429 with Retry-After)', async () => {
    const { token: fresh } = await server.signIn(SystemRole.NoRole);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt <= EXPORTS_PER_HOUR; attempt += 1) {
      const { response } = await exportOrders({ list: today(), format: 'csv' }, { as: fresh });
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
    }
    expect(statuses.slice(0, EXPORTS_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(retryAfter).toMatch(/^\d+$/);
  });
});
