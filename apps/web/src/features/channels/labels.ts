import {
  type ApiKeyPolicy,
  type DeliveryStatus,
  DOMAIN_EVENT_TYPES,
  type DomainEventType,
  type EmailKind,
  type EmailStatus,
  TEST_EVENT_TYPE,
  formatDate,
} from '@backoffice/shared';
import { type BadgeProps } from '@backoffice/ui';

import { type AppMessageId } from '../../i18n';

/** The one-line meaning of each domain event (and of the webhook test event), in the catalogues. */
export const EVENT_MEANING_IDS = {
  'order.created': 'channels.event.order.created',
  'order.status_changed': 'channels.event.order.status_changed',
  'order.paid': 'channels.event.order.paid',
  'order.cancelled': 'channels.event.order.cancelled',
  'order.refunded': 'channels.event.order.refunded',
  'sim.cancelled': 'channels.event.sim.cancelled',
  'order.tracking_set': 'channels.event.order.tracking_set',
  'store.import_finished': 'channels.event.store.import_finished',
  'customer.erased': 'channels.event.customer.erased',
  'content.published': 'channels.event.content.published',
  'content.unpublished': 'channels.event.content.unpublished',
} as const satisfies Record<DomainEventType, AppMessageId>;

/** The meaning of an event name, when it is one of ours; other names (a template's free id) have none. */
export function eventMeaningId(type: string | null | undefined): AppMessageId | undefined {
  if (!type) return undefined;
  if (type === TEST_EVENT_TYPE) return 'channels.event.webhook.test';
  return (EVENT_MEANING_IDS as Record<string, AppMessageId>)[type];
}

/** The events an endpoint may subscribe to, in the shared order. */
export const WEBHOOK_EVENT_CHOICES: readonly { value: DomainEventType; meaningId: AppMessageId }[] =
  DOMAIN_EVENT_TYPES.map((value) => ({ value, meaningId: EVENT_MEANING_IDS[value] }));

export const POLICY_LABEL_IDS = {
  staff: { labelId: 'channels.policy.staff', hintId: 'channels.policy.staff.hint' },
  channel: { labelId: 'channels.policy.channel', hintId: 'channels.policy.channel.hint' },
} as const satisfies Record<ApiKeyPolicy, { labelId: AppMessageId; hintId: AppMessageId }>;

type Tone = NonNullable<BadgeProps['variant']>;

export const DELIVERY_STATUS_BADGES = {
  pending: { labelId: 'channels.deliveries.status.pending', tone: 'info' },
  succeeded: { labelId: 'channels.deliveries.status.succeeded', tone: 'success' },
  failed: { labelId: 'channels.deliveries.status.failed', tone: 'danger' },
} as const satisfies Record<DeliveryStatus, { labelId: AppMessageId; tone: Tone }>;

export const EMAIL_STATUS_BADGES = {
  pending: { labelId: 'channels.emails.status.pending', tone: 'info' },
  sent: { labelId: 'channels.emails.status.sent', tone: 'success' },
  failed: { labelId: 'channels.emails.status.failed', tone: 'danger' },
} as const satisfies Record<EmailStatus, { labelId: AppMessageId; tone: Tone }>;

export const EMAIL_KIND_IDS = {
  event: 'channels.emails.kind.event',
  'template-test': 'channels.emails.kind.template-test',
  'password-reset': 'channels.emails.kind.password-reset',
  invitation: 'channels.emails.kind.invitation',
  'registration-attempt': 'channels.emails.kind.registration-attempt',
  'sign-in-notice': 'channels.emails.kind.sign-in-notice',
} as const satisfies Record<EmailKind, AppMessageId>;

/** What an endpoint's row says about its state: off by the server after days of failures, failing, or neither. */
export type EndpointHealth =
  { kind: 'auto-disabled'; since: string } | { kind: 'failing'; since: string } | { kind: 'ok' };

export function endpointHealth(endpoint: {
  failing_since: string | null;
  disabled_at: string | null;
}): EndpointHealth {
  // Switching an endpoint back on clears the automatic disabling (the server empties disabled_at).
  if (endpoint.disabled_at) return { kind: 'auto-disabled', since: endpoint.disabled_at };
  if (endpoint.failing_since) return { kind: 'failing', since: endpoint.failing_since };
  return { kind: 'ok' };
}

/** One attempt's outcome in a few characters: the HTTP status when there was an answer, else the error. */
export function attemptOutcome(attempt: { response_status: number | null; error: string | null }): string {
  if (attempt.response_status !== null) {
    return attempt.error ? `${attempt.response_status} · ${attempt.error}` : String(attempt.response_status);
  }
  return attempt.error ?? '—';
}

/**
 * What a delivery's last attempt got, for its row: the receiver's status, or why there was none (a
 * timeout, a refused address). The attempt log is newest first.
 */
export const lastAttemptOutcome = (delivery: {
  attempt_log: readonly { response_status: number | null; error: string | null }[];
}) => (delivery.attempt_log[0] ? attemptOutcome(delivery.attempt_log[0]) : '—');

/** At most the first 2 KB of an answer's text, as the server keeps it (cut on a character boundary). */
export const ANSWER_SHOWN_BYTES = 2048;
export function firstKilobytes(text: string, bytes = ANSWER_SHOWN_BYTES): string {
  const encoded = new TextEncoder().encode(text);
  if (encoded.length <= bytes) return text;
  // A cut inside a multi-byte character drops that character instead of showing a replacement mark.
  return new TextDecoder('utf-8', { fatal: false }).decode(encoded.slice(0, bytes)).replace(/\uFFFD$/, '');
}

/** When a key, endpoint or email was created or last used, in the lists' format (Europe/Rome). */
export const listDateTime = (value: string | null) => formatDate(value, 'DD.MM.YYYY HH:mm');
