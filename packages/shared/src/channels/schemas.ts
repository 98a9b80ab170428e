import { z } from 'zod';

import { FIELD_LIMITS as L } from '../validation/limits';
import { isHttpLink } from '../validation/links';
import {
  booleanFlagSchema,
  requiredOr,
  requiredText,
  timestampRow,
  uuidSchema,
} from '../validation/primitives';
import { defineResourceWire } from '../validation/resource-wire';
import { DOMAIN_EVENT_TYPES } from './events';

/**
 * What an API key may do: `staff` is served like an active call-centre agent's session; `channel`
 * may only create orders, read orders and read the public catalogue.
 */
export const API_KEY_POLICIES = ['staff', 'channel'] as const;
export type ApiKeyPolicy = (typeof API_KEY_POLICIES)[number];

/** Every secret starts with it, so a key is recognisable in a log or a leaked file. */
export const API_KEY_PREFIX = 'bo_live_';
/** How much of the secret the key list shows (the prefix and four characters). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

export const apiKeyCreateSchema = z.object({
  name: requiredText(L.textMax),
  policy: z.enum(API_KEY_POLICIES, { error: 'invalidValue' }),
});

export const apiKeyRevokeSchema = z.object({ uuid: uuidSchema });

export const apiKeyRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  policy: z.enum(API_KEY_POLICIES),
  prefix: z.string().describe('The first characters of the secret'),
  created_at: timestampRow,
  last_used_at: timestampRow.nullable(),
  revoked: z.boolean(),
});

/** API keys are listed and created on the resource layer; the revoke is a call of its own. */
export const apiKeyWire = defineResourceWire({ list: { envelope: 'data' } });

const webhookEventsSchema = z
  .array(z.enum(DOMAIN_EVENT_TYPES, { error: 'invalidWebhookEvent' }), { error: 'invalidWebhookEvent' })
  .min(1, 'webhookEventsRequired')
  .transform((events) => [...new Set(events)]);

/** An endpoint's address: http or https only (where it may point is checked by the server). */
export const webhookUrlSchema = requiredText(L.linkMax).refine(isHttpLink, 'invalidHttpLink');

export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  enabled: booleanFlagSchema.default(true),
});

export const webhookEndpointIdSchema = z.object({ uuid: uuidSchema });
export const webhookResendSchema = z.object({ delivery_uuid: uuidSchema });
/** Every failed delivery of an endpoint made since an instant (ISO 8601, with its offset or Z). */
export const webhookResendFailedSchema = z.object({
  uuid: uuidSchema,
  since: z.iso.datetime({ offset: true, error: requiredOr('invalidInstant') }),
});

export const webhookEndpointRowSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  created_at: timestampRow,
  failing_since: timestampRow.nullable().describe('First failure since the last success'),
  disabled_at: timestampRow.nullable().describe('Set when three days of failures disabled the endpoint'),
});

export const webhookEndpointWire = defineResourceWire({
  list: { envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'enabled' },
  delete: { idKey: 'uuid', access: 'admin' },
});

/** The word of an email template's send_to that stands for the order's own email address. */
export const CUSTOMER_RECIPIENT = 'customer';

const anEmail = z.email();

/** A template's send_to: `customer` and/or email addresses, separated by commas. */
export function isValidSendTo(sendTo: string): boolean {
  const entries = sendTo.split(',').map((entry) => entry.trim());
  return (
    entries.length > 0 &&
    entries.every(
      (entry) =>
        entry.toLowerCase() === CUSTOMER_RECIPIENT || (entry !== '' && anEmail.safeParse(entry).success),
    )
  );
}

export const sendToSchema = requiredText(L.textMax).refine(isValidSendTo, 'invalidSendTo');

/** Delivery states, as the deliveries list shows them. */
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why an email was sent: a template on an event, a template's test, a password reset, an invitation,
 * a registration with the address of an existing account (told to its owner), a change of a person's
 * two-step sign-in (told to them).
 */
export const EMAIL_KINDS = [
  'event',
  'template-test',
  'password-reset',
  'invitation',
  'registration-attempt',
  'sign-in-notice',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
