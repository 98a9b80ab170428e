import { describe, expect, it } from 'vitest';

import { DOMAIN_EVENT_TYPES, TEST_EVENT_TYPE } from './events';
import {
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_PAYLOADS,
  WEBHOOK_EVENT_TYPES,
  webhookBodySchema,
} from './event-payloads';

describe('webhook event payloads', () => {
  it('has a schema for every domain event and the test event', () => {
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual([...DOMAIN_EVENT_TYPES, TEST_EVENT_TYPE].sort());
  });

  it.each(WEBHOOK_EVENT_TYPES)('%s: its example fits its schema', (type) => {
    expect(WEBHOOK_EVENT_PAYLOADS[type].safeParse(WEBHOOK_EVENT_EXAMPLES[type]).success).toBe(true);
  });

  it('refuses a body of another type, or an order status that does not exist', () => {
    const body = {
      type: 'order.paid',
      timestamp: '2026-03-02T09:30:00.000Z',
      data: WEBHOOK_EVENT_EXAMPLES['order.paid'],
    };
    expect(webhookBodySchema('order.paid').safeParse(body).success).toBe(true);
    expect(webhookBodySchema('order.created').safeParse(body).success).toBe(false);
    const unknownStatus = { ...body, data: { ...body.data, order: { ...body.data.order, status: 42 } } };
    expect(webhookBodySchema('order.paid').safeParse(unknownStatus).success).toBe(false);
  });
});
