import { randomBytes } from 'node:crypto';

import { hashPassword } from '@backoffice/db';
import {
  API_KEY_POLICIES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  apiKeyCreateSchema,
  apiKeyRowSchema,
  apiKeyWire,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { hashApiKey } from '../../auth/api-keys';
import { id, isSet, oneOf, optionalTimestamp, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** The domain of the accounts keys act as: `.invalid` can never be a real mailbox. */
const KEY_ACCOUNT_DOMAIN = 'api-keys.invalid';

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'key';

/**
 * API keys of the other sales channels (administrators): listed newest first and created here, with
 * the secret answered once and only its hash kept; revoked by a call of their own (routers/channels).
 * Each key acts as an account created with it, whose address reads as the key's name wherever the
 * audit log and order histories name an actor; its password is a random one nobody knows, so it
 * cannot sign in. Its role column holds NoRole because the column requires one; a key's calls never
 * read it (`ApiKeyCaller` has no role).
 */
export const apiKeys = defineResource({
  model: 'apiKey',
  label: 'API key',
  audit: 'channels.api-key',
  tag: 'channels',
  row: apiKeyRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    policy: oneOf('policy', API_KEY_POLICIES),
    prefix: text('prefix'),
    created_at: timestamp('createdAt'),
    last_used_at: optionalTimestamp('lastUsedAt'),
    revoked: isSet('revokedAt'),
  },
  orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  prepareWrite: async (ctx, input) => ({
    ...(ctx.caller ? { createdBy: { connect: { id: ctx.caller.account.id } } } : {}),
    user: {
      create: {
        email: `${slugOf(String(input.name))}.${randomBytes(4).toString('hex')}@${KEY_ACCOUNT_DOMAIN}`,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        firstName: String(input.name),
        lastName: 'API key',
        systemRole: SystemRole.NoRole,
        status: UserStatus.Active,
      },
    },
  }),
  wire: apiKeyWire,
  operations: {
    list: { path: '/api/admin/api-keys/get-list', summary: 'API keys, newest first' },
    create: {
      path: '/api/admin/api-keys/create',
      input: apiKeyCreateSchema,
      secret: {
        generate: () => API_KEY_PREFIX + randomBytes(32).toString('base64url'),
        store: (secret) => ({
          prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
          secretHash: hashApiKey(secret),
        }),
      },
      summary: 'Create an API key; its secret is answered once',
    },
  },
});
