import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { bssControl } from '../shop/bss-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/*
 * What fails quietly shows in /metrics: an email refused by the mail server, a webhook endpoint
 * answering 500, the billing system's circuit opening after repeated failures, a refused sign-in.
 * The alerts on these figures are ops/prometheus/alerts.yml (tested by promtool in tooling/ops).
 */

let server: TestServer;
let receiver: WebhookReceiver;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ environment: { METRICS_ENABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' } });
  admin = (await server.signIn(SystemRole.Admin)).token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

/** The samples of /metrics, by series (name and labels as written). */
async function scrape(): Promise<Map<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

describe('signals of what fails quietly', () => {
  it('move when an email fails, an endpoint fails, the billing system stops answering and a sign-in is refused', async () => {
    const before = await scrape();
    expect(before.get('integration_circuit_open{service="bss"}')).toBe(0);
    expect(before.get('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(before.get('webhook_endpoints{state="failing"}')).toBe(0);

    // The mail server refuses the test email (a test is sent once, not retried).
    const template = await server.prisma.emailNotification.create({
      data: {
        templateId: 'order.created',
        templateName: 'Placed',
        topicName: 'Thanks',
        sendTo: 'ops@example.test',
      },
    });
    server.mail.refuseNext(1);
    const sent = await server.request('/api/settings/send-test-email-notification', {
      token: admin,
      body: { uuid: template.id },
    });
    expect(sent.status).toBe(200);
    await server.jobs.drain();

    // An endpoint answering 500.
    const created = await server.request('/api/admin/webhooks/create', {
      token: admin,
      body: { url: receiver.url, events: ['order.created'], enabled: true },
    });
    receiver.useSecret(created.body.response.secret);
    receiver.answerNext(500);
    await server.request('/api/admin/webhooks/send-test', {
      token: admin,
      body: { uuid: created.body.response.uuid },
    });
    await server.jobs.drain();

    // The billing system answers 503 to every plan list: its circuit opens after repeated failures.
    await bssControl(server.bss.url).fault({ kind: 'error', status: 503, path: '/v1/plans' });
    // 502 while it answers wrongly, then 503 once this instance stops calling it.
    const answers = [];
    for (let call = 0; call < 4; call += 1) {
      answers.push((await server.request('/api/admin/get-active-offers', { token: admin })).status);
    }
    expect(answers.at(-1)).toBe(503);

    const refused = await server.request('/api/account/enter/login', {
      body: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    expect(refused.status).toBe(401);

    const after = await scrape();
    expect(after.get('email_messages{status="failed"}')).toBe(1);
    expect(after.get('webhook_attempts_recent{outcome="failed"}')).toBe(1);
    expect(after.get('webhook_endpoints{state="failing"}')).toBe(1);
    expect(after.get('integration_circuit_open{service="bss"}')).toBe(1);
    expect(after.get('integration_calls_total{service="bss",outcome="bad_status"}')).toBeGreaterThan(0);
    expect(after.get('integration_calls_total{service="bss",outcome="circuit_open"}')).toBeGreaterThan(0);
    expect(after.get('sign_in_refusals_recent')).toBe((before.get('sign_in_refusals_recent') ?? 0) + 1);
    expect(after.get('sessions_active')).toBeGreaterThanOrEqual(1);
    expect(after.get('jobs{status="succeeded"}')).toBeGreaterThan(0);
  });
});
