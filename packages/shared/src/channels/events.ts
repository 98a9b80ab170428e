/**
 * The domain events other channels and emails are told about. Each is written in the transaction of
 * the change that causes it (the outbox), so none is lost and none is invented by a rolled-back change.
 */
export const DOMAIN_EVENTS = {
  'order.created': 'An order was placed',
  'order.status_changed': "An order's status changed",
  'order.paid': "An order's payment status became Paid",
  'order.cancelled': 'An order was cancelled',
  'order.refunded': 'A refund of an order succeeded',
  'sim.cancelled': "An order's SIM was cancelled",
  'order.tracking_set': "An order's tracking link was set",
  'store.import_finished': 'A store import finished',
  'customer.erased': "A customer's personal data was erased: erase what you hold of their orders",
  'content.published': 'Content went live: a record was published, by hand or on schedule',
  'content.unpublished': 'Content stopped being live: a record was unpublished or deleted',
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENTS) as DomainEventType[];

/** The event a webhook endpoint's "Send a test event" sends; never written by a change. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const isDomainEventType = (value: string): value is DomainEventType => value in DOMAIN_EVENTS;

/**
 * When a failed delivery is tried again: about 5 s after the first attempt, then doubling, each wait
 * spread by ±20 % so that deliveries failing together do not retry together. Null once the next try
 * would start more than a day after the first one: the delivery has failed.
 */
export const DELIVERY_RETRY = {
  firstDelayMs: 5_000,
  maxAgeMs: 24 * 3_600_000,
  jitter: 0.2,
} as const;

export function nextDeliveryDelayMs(
  attemptsMade: number,
  firstAttemptAt: number,
  now: number,
  random: () => number = Math.random,
): number | null {
  const base = DELIVERY_RETRY.firstDelayMs * 2 ** Math.max(0, attemptsMade - 1);
  const delay = Math.round(base * (1 + DELIVERY_RETRY.jitter * (2 * random() - 1)));
  return now + delay - firstAttemptAt > DELIVERY_RETRY.maxAgeMs ? null : delay;
}

/** An endpoint failing for this long without one success is disabled (with a notice in the UI). */
export const ENDPOINT_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
