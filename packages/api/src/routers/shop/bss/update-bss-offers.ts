import { z } from 'zod';

import { messages } from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { bssClientFor, integrationFailure } from '../../../integrations';
import { adminProcedure } from '../../../trpc';
import {
  applyBssPlans,
  bssRefreshCountsSchema,
  bssRefreshPreviewSchema,
  previewBssPlans,
} from '../../../services/shop/bss-offers';

export const updateBssOffersOutput = responseOf(bssRefreshCountsSchema);

/**
 * 'Update BSS offers': reads the plans on sale from the BSS, then in one transaction refreshes the
 * billing_plans snapshot, upserts one offer detail per plan (keeping the staff's texts), refreshes
 * external_data of every matched offer and flags offers whose plan was withdrawn. Answers what changed.
 * Nothing is written when the BSS fails (502/503 'The offers could not be read from the BSS').
 */
/** The plans on sale, read live; a BSS that fails is the contract's 502/503. */
async function plansOnSale(ctx: Parameters<typeof applyBssPlans>[0]) {
  try {
    return await bssClientFor(ctx.config).listPlans();
  } catch (error) {
    integrationFailure(error, messages.bssOffersLoadError);
  }
}

/**
 * What 'Update BSS offers' would change now (tRPC only: the screen shows it and asks before offers
 * are withdrawn). Nothing is kept.
 */
export const previewBssOffers = adminProcedure
  .input(z.void())
  .output(bssRefreshPreviewSchema)
  .mutation(async ({ ctx }) => previewBssPlans(ctx, await plansOnSale(ctx)));

export const updateBssOffers = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/admin/update-bss-offers',
      tags: ['shop'],
      summary: 'Refresh billing plans, offer details and matched offers from the BSS',
    },
    errors: ['BAD_GATEWAY'],
  })
  .input(z.void())
  .output(updateBssOffersOutput)
  .mutation(async ({ ctx }) => ({ response: await applyBssPlans(ctx, await plansOnSale(ctx)) }));
