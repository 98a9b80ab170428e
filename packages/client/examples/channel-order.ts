/**
 * A sales channel's program, as docs/channels.md shows it: it places an order with its channel key,
 * reads it back, finds it by its customer's email, has it cancelled with a staff key, and verifies
 * the webhooks the back office sends it about that order. `examples.test.ts` compiles it with strict
 * settings and runs it against a started server.
 *
 * Environment: BACKOFFICE_URL, CHANNEL_KEY, STAFF_KEY, WEBHOOK_SECRET, WEBHOOK_PORT, OFFER_UUID.
 */
import { createServer } from 'node:http';

import {
  createBackofficeClient,
  type OrderCart,
  type WebhookEvent,
  webhookVerifier,
} from '@backoffice/client';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const baseUrl = setting('BACKOFFICE_URL');
const channel = createBackofficeClient({ baseUrl, apiKey: setting('CHANNEL_KEY') });
const staff = createBackofficeClient({ baseUrl, apiKey: setting('STAFF_KEY') });
const verify = webhookVerifier(setting('WEBHOOK_SECRET'));

/** The events received about orders, by their type, once each (a delivery may come more than once). */
const received = new Map<string, WebhookEvent>();
const receiver = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    try {
      const event = verify(body, request.headers);
      received.set(`${event.type} ${String(request.headers['webhook-id'])}`, event);
      response.writeHead(204).end();
    } catch {
      response.writeHead(401).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(Number(setting('WEBHOOK_PORT')), '127.0.0.1', resolve));

const email = `checkout-${Date.now()}@example.test`;
const address = {
  street_name: 'Corso Buenos Aires',
  street_number: '12/A',
  city: 'Torino',
  province: 'TO',
  zip_code: '10121',
  country: 'Italia',
};
const cart: OrderCart = {
  platform: 'app',
  customer_info: {
    first_name: 'Giulia',
    last_name: 'Verdi',
    fiscal_code: 'VRDGLU90A41F205X',
    birth_place: 'Milano',
    date_of_birth: '1990-01-01',
    gender: 'F',
    email,
    phone: '+393331234567',
  },
  delivery_info: address,
  residential_info: address,
  products: [{ offer_uuid: setting('OFFER_UUID'), is_esim: 1 }],
};

const created = await channel.createOrder(cart);
if (!created.ok) {
  // Each failure is typed by its status: a 409 is a reused key with another cart.
  if (created.status === 409) throw new Error(`Idempotency-Key reused: ${created.body.message}`);
  throw new Error(`The order was refused (${created.status}): ${created.body.message}`);
}
const order = created.data.response;

const read = await channel.get('/api/web-api/order/get', { params: { query: { uuid: order.uuid } } });
if (!read.ok) throw new Error(`Reading the order failed (${read.status})`);
const info = read.data.data.order_info;

const found = await channel.get('/api/web-api/orders/get-list', {
  params: { query: { search: email, page: 1, pageSize: 10 } },
});
if (!found.ok) throw new Error(`Listing failed (${found.status})`);

const cancelled = await staff.post('/api/web-api/order/cancel', {
  body: { order_uuid: order.uuid, version: info.version },
});
if (!cancelled.ok) throw new Error(`Cancelling failed (${cancelled.status}): ${cancelled.body.message}`);

const orderEvents = () =>
  [...received.values()].filter((event) => 'order' in event.data && event.data.order.uuid === order.uuid);
const deadline = Date.now() + 20_000;
while (!orderEvents().some((event) => event.type === 'order.cancelled') && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
receiver.close();

process.stdout.write(
  `${JSON.stringify({
    order: { id: order.id, uuid: order.uuid, status: info.status },
    listed: found.data.data.map((row) => row.uuid),
    total: found.data.total,
    events: [...new Set(orderEvents().map((event) => event.type))].sort(),
  })}\n`,
);
