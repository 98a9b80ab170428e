import { z } from 'zod';

import { API_KEY_POLICIES, apiKeyCreateSchema, apiKeyRevokeSchema } from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../contract';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys';
import { adminProcedure, router } from '../../trpc';

const TAG = 'channels';

const apiKeyRow = z.object({
  uuid: z.string(),
  name: z.string(),
  policy: z.enum(API_KEY_POLICIES),
  prefix: z.string().describe('The first characters of the secret'),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked: z.boolean(),
});

/** API keys of the other sales channels (administrators). */
export const apiKeysRouter = router({
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/api-keys/create',
        tags: [TAG],
        summary: 'Create an API key; its secret is answered once',
      },
    })
    .input(apiKeyCreateSchema)
    .output(responseOf(z.object({ uuid: z.string(), secret: z.string() })))
    .mutation(async ({ ctx, input }) => ({ response: await createApiKey(ctx, input) })),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/api-keys/get-list',
        tags: [TAG],
        summary: 'API keys, newest first',
      },
    })
    .input(z.object({}))
    .output(dataResponse(z.array(apiKeyRow)))
    .query(async ({ ctx }) => ({ data: await listApiKeys(ctx) })),

  revoke: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/api-keys/revoke',
        tags: [TAG],
        summary: 'Revoke an API key',
      },
    })
    .input(apiKeyRevokeSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await revokeApiKey(ctx, input.uuid);
      return updated;
    }),
});
