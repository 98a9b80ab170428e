import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { serverProcessFixture, type ServerProcessFixture } from '../support/server-process';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/*
 * The real server as a child process on PostgreSQL, killed with SIGKILL right after an order
 * action answered: the event was committed with the change, so the restarted server delivers it, and
 * the receiver, which drops repeats by webhook-id, sees it exactly once. Needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'webhook-restart@example.test';
const ADMIN_PASSWORD = 'restart-password-1';

describe.skipIf(!serverUrl)('webhook deliveries survive a killed server', () => {
  let server: ServerProcessFixture;
  let receiver: WebhookReceiver;
  // The receiver is on this machine.
  const start = () => server.start({ ADMIN_EMAIL, ADMIN_PASSWORD, WEBHOOK_ALLOW_PRIVATE: '1' });

  beforeAll(async () => {
    server = await serverProcessFixture(defined(serverUrl, 'serverUrl'), 'webhooks');
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await server?.dispose();
    await receiver?.close();
  });

  const call = async (path: string, token: string, body: unknown) => {
    const response = await fetch(server.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('delivers the event of a change committed just before SIGKILL once, after the restart', async () => {
    await start();
    const login = await call('/api/account/enter/login', '', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const token = login.body.session_uuid as string;
    const endpoint = await call('/api/admin/webhooks/create', token, {
      url: receiver.url,
      events: ['order.status_changed'],
    });
    receiver.useSecret(endpoint.body.response.secret);
    const order = await server.db.query(
      `INSERT INTO orders (uuid, amount, payment_status, payment_sum, updated_at)
       VALUES (gen_random_uuid(), 30.30, 1, 30.30, now()) RETURNING id, uuid`,
    );
    // The receiver is slow, so the first attempt is still travelling when the server dies.
    receiver.stall(1_500);
    const moved = await call('/api/web-api/order/status/to-progress', token, {
      order_uuid: order.rows[0].uuid,
    });
    expect(moved.status).toBe(200);
    await server.kill();
    const events = await server.db.query(`SELECT id FROM outbox_events WHERE type = 'order.status_changed'`);
    expect(events.rows).toHaveLength(1);
    const deliveredBeforeKill = await server.db.query(
      `SELECT id FROM webhook_deliveries WHERE status = 'succeeded'`,
    );
    expect(deliveredBeforeKill.rows).toEqual([]);

    receiver.stall(0);
    await start();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const delivery = await server.db.query(`SELECT status FROM webhook_deliveries`);
      if (delivery.rows[0]?.status === 'succeeded') break;
      if (Date.now() > deadline) throw new Error(`not delivered: ${JSON.stringify(delivery.rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const accepted = receiver.accepted();
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((entry) => entry.id))).toEqual(new Set([events.rows[0].id]));
    expect(accepted.every((entry) => entry.type === 'order.status_changed')).toBe(true);
    expect(receiver.badSignatures).toBe(0);
  }, 180_000);
});
