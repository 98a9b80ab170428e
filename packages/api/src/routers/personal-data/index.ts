import { personPlacesSchema, personQuerySchema } from '@backoffice/shared';

import { responseOf } from '../../contract';
import { findPerson } from '../../services/personal-data/find-person';
import { personAdminProcedure, router } from '../../trpc';

const TAG = 'personal-data';

/** Customers' personal data (GDPR): where a person's data is held. */
export const personalDataRouter = router({
  find: personAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/personal-data/find',
        tags: [TAG],
        summary:
          "Where a customer's personal data is held: by email, phone or fiscal code, counted per place (extension)",
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(personQuerySchema)
    .output(responseOf(personPlacesSchema))
    .mutation(async ({ ctx, input }) => ({ response: await findPerson(ctx, input) })),
});
