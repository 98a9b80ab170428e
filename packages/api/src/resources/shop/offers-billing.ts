import { Prisma, toJsonColumn } from '@backoffice/db';
import { messages, NO_BILLING_MATCH_ID } from '@backoffice/shared';

import { type Context } from '../../context';
import { badRequest, notFound } from '../../errors';
import { bssClientFor, integrationFailure } from '../../integrations';

/**
 * The billing-plan match of an offer write (spec 2.1 'matching from BSS'): the Prisma data of
 * `external_id` and its snapshot `external_data`. A newly chosen plan is read live from the BSS, as
 * the select lists it (get-active-offers): a plan it does not sell is a 400, a BSS that fails a 502 or
 * 503 with the spec's text, and nothing is written. Keeping the plan already matched does not call the
 * BSS (its snapshot is refreshed by 'Update BSS offers'), so an outage does not block other edits.
 */
export async function billingMatchData(
  ctx: Pick<Context, 'prisma' | 'config'>,
  externalId: number,
  offerId?: string,
): Promise<Prisma.OfferUncheckedUpdateInput> {
  const before = offerId
    ? await ctx.prisma.offer.findUnique({ where: { id: offerId }, select: { externalId: true } })
    : null;
  if (offerId && !before) throw notFound('Offer');
  if (externalId === NO_BILLING_MATCH_ID)
    return { externalId: null, externalData: Prisma.DbNull, bssPlanWithdrawnAt: null };
  if (before?.externalId === externalId) return {};
  let plan;
  try {
    plan = await bssClientFor(ctx.config).getPlan(externalId);
  } catch (error) {
    integrationFailure(error, messages.bssOffersLoadError);
  }
  if (!plan) throw badRequest(`external_id: billing plan ${externalId} is not on sale in the BSS`);
  return {
    externalId: plan.ID,
    externalData: toJsonColumn(plan),
    bssPlanWithdrawnAt: null,
  };
}
