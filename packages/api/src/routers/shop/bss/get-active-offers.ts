import { z } from 'zod';

import { messages } from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { bssClientFor, bssPlanSchema, integrationFailure } from '../../../integrations';
import { adminProcedure } from '../../../trpc';

export const getActiveOffersOutput = responseOf(z.array(bssPlanSchema));

/**
 * The billing plans on sale, read live from the BSS for the offer form's 'matching from BSS' select.
 * A BSS that fails or does not answer in time gives 502/503 'The offers could not be read from the BSS'.
 */
export const getActiveOffers = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/get-active-offers',
      tags: ['shop'],
      summary: 'Billing plans on sale in the BSS',
    },
    errors: ['BAD_GATEWAY'],
  })
  .input(z.void())
  .output(getActiveOffersOutput)
  .query(async ({ ctx }) => {
    try {
      return { response: await bssClientFor(ctx.config).listPlans() };
    } catch (error) {
      integrationFailure(error, messages.bssOffersLoadError);
    }
  });
