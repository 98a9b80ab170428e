import { apiKeyRevokeSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { resourcesByRouter } from '../../resources/all';
import { revokeApiKey } from '../../services/api-keys';
import { adminProcedure, router } from '../../trpc';

const TAG = 'channels';

/** API keys of the other sales channels (administrators): listed and created as a resource, revoked here. */
export const apiKeysRouter = router({
  ...resourcesByRouter.channels.apiKeys,

  revoke: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/api-keys/revoke',
        tags: [TAG],
        summary: 'Revoke an API key',
      },
      errors: ['NOT_FOUND'],
    })
    .input(apiKeyRevokeSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await revokeApiKey(ctx, input.uuid);
      return updated;
    }),
});
