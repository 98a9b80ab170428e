import { z } from 'zod';

import { messages } from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { bssClientFor, integrationFailure } from '../../../integrations';
import { adminProcedure } from '../../../trpc';
import { applyBssPlans, bssRefreshCountsSchema } from './refresh';

export const updateBssOffersOutput = responseOf(bssRefreshCountsSchema);

/**
 * 'Update BSS offers': reads the plans on sale from the BSS, then in one transaction refreshes the
 * billing_plans snapshot, upserts one offer detail per plan (keeping the staff's texts), refreshes
 * external_data of every matched offer and flags offers whose plan was withdrawn. Answers what changed.
 * Nothing is written when the BSS fails (502/503 'The offers could not be read from the BSS').
 */
export const updateBssOffers = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/admin/update-bss-offers',
      tags: ['shop'],
      summary: 'Refresh billing plans, offer details and matched offers from the BSS',
    },
  })
  .input(z.void())
  .output(updateBssOffersOutput)
  .mutation(async ({ ctx }) => {
    let plans;
    try {
      plans = await bssClientFor(ctx.config).listPlans();
    } catch (error) {
      integrationFailure(error, messages.bssOffersLoadError);
    }
    return { response: await applyBssPlans(ctx, plans) };
  });
