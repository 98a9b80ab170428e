import { z } from 'zod';

import { type BillingPlan, Prisma, toJsonColumn } from '@backoffice/db';
import { defined } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { type BssPlan } from '../../integrations';
import { versionedResource } from '../versions/registry';
import { recordVersion } from '../versions/versioning';

export const bssRefreshCountsSchema = z.object({
  /** Plans on sale in the BSS now. */
  plans: z.number().int(),
  plans_created: z.number().int(),
  /** Plans whose data changed, or that are on sale again. */
  plans_updated: z.number().int(),
  /** Plans that left the BSS list since the last refresh. */
  plans_withdrawn: z.number().int(),
  details_created: z.number().int(),
  /** Offer details whose BSS title or prices changed (the staff's texts are kept). */
  details_updated: z.number().int(),
  /** Matched offers whose snapshot (external_data) changed. */
  offers_refreshed: z.number().int(),
  /** Matched offers newly flagged because their plan is no longer on sale. */
  offers_withdrawn: z.number().int(),
  /** Flagged offers whose plan is on sale again. */
  offers_reinstated: z.number().int(),
});
export type BssRefreshCounts = z.output<typeof bssRefreshCountsSchema>;

/** What a refresh would do: its counts, and the offers it would flag as withdrawn (named, to be asked about). */
export const bssRefreshPreviewSchema = z.object({
  counts: bssRefreshCountsSchema,
  offers_to_withdraw: z.array(z.object({ uuid: z.string(), name: z.string() })),
});
export type BssRefreshPreview = z.output<typeof bssRefreshPreviewSchema>;

/** Ends a preview's transaction: everything it wrote is rolled back, what it found is kept. */
class PreviewRolledBack extends Error {
  constructor(readonly preview: BssRefreshPreview) {
    super('preview rolled back');
  }
}

const money = (euros: number) => new Prisma.Decimal(String(euros));

/** JSON text with object keys sorted, so a snapshot read back from jsonb compares equal to the BSS's. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The plan as kept in offers.external_data and billing_plans.raw (the BSS's own shape). */
const snapshotOf = (plan: BssPlan) => toJsonColumn(plan);

function planColumns(plan: BssPlan) {
  return {
    title: plan.Title,
    renewalPrice: money(plan.RenewalPrice),
    activationPriceNew: money(plan.ActivationPrices.NewActivation),
    activationPriceFirstNetwork: money(plan.ActivationPrices.FirstNetwork),
    activationPriceOtherNetworks: money(plan.ActivationPrices.OtherNetworks),
    portInOnly: plan.PortInOnly,
    excludedOperators: plan.ExcludedOperators,
    dependentOptions: toJsonColumn(plan.DependentOptions),
    active: true,
    raw: snapshotOf(plan),
  };
}

function planChanged(row: BillingPlan, plan: BssPlan): boolean {
  return (
    !row.active ||
    row.title !== plan.Title ||
    !row.renewalPrice.equals(money(plan.RenewalPrice)) ||
    !row.activationPriceNew.equals(money(plan.ActivationPrices.NewActivation)) ||
    !row.activationPriceFirstNetwork.equals(money(plan.ActivationPrices.FirstNetwork)) ||
    !row.activationPriceOtherNetworks.equals(money(plan.ActivationPrices.OtherNetworks)) ||
    row.portInOnly !== plan.PortInOnly ||
    stableJson(row.excludedOperators) !== stableJson(plan.ExcludedOperators) ||
    stableJson(row.dependentOptions) !== stableJson(plan.DependentOptions) ||
    stableJson(row.raw) !== stableJson(plan)
  );
}

const sameMoney = (stored: Prisma.Decimal | null, euros: number) =>
  stored !== null && stored.equals(money(euros));

/**
 * What applying the BSS's list would change, found by applying it and rolling it back: the preview
 * and the refresh are the same code, so what is shown is what Update does (unless the BSS or the
 * catalogue changes in between).
 */
export async function previewBssPlans(ctx: Context, plans: BssPlan[]): Promise<BssRefreshPreview> {
  try {
    await applyBssPlans(ctx, plans, { preview: true });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return error.preview;
    throw error;
  }
  throw new Error('A preview must end in its rollback');
}

/**
 * Applies the BSS's list of plans on sale in one transaction, serialised by an advisory lock so two
 * refreshes at once never create a row twice (the unique keys on billing_plans.id and
 * offer_details.bss_details_id stand behind it). Only what changed is written: a second refresh of
 * the same list writes nothing and answers zeros. A preview rolls everything back.
 */
export async function applyBssPlans(
  ctx: Context,
  plans: BssPlan[],
  options: { preview?: boolean } = {},
): Promise<BssRefreshCounts> {
  // The billing system's changes are versions too, by whoever asked for the refresh.
  const keepVersion = (tx: Prisma.TransactionClient, type: 'Offer' | 'OfferDetail', id: string) =>
    recordVersion(tx, versionedResource(type).versioning, id, {
      action: 'update',
      authorUserId: ctx.caller?.account.id ?? null,
      keep: ctx.config.contentVersionsKeep,
    });
  return ctx.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended('bss:refresh', 0))) AS locked`;
      const now = new Date();
      const incoming = new Map(plans.map((plan) => [plan.ID, plan]));
      const counts: BssRefreshCounts = {
        plans: plans.length,
        plans_created: 0,
        plans_updated: 0,
        plans_withdrawn: 0,
        details_created: 0,
        details_updated: 0,
        offers_refreshed: 0,
        offers_withdrawn: 0,
        offers_reinstated: 0,
      };

      // Billing plan snapshot rows.
      const rows = new Map((await tx.billingPlan.findMany()).map((row) => [row.id, row]));
      const newPlans = plans.filter((plan) => !rows.has(plan.ID));
      if (newPlans.length > 0) {
        counts.plans_created = (
          await tx.billingPlan.createMany({
            data: newPlans.map((plan) => ({ id: plan.ID, ...planColumns(plan), syncedAt: now })),
            skipDuplicates: true,
          })
        ).count;
      }
      for (const plan of plans) {
        const row = rows.get(plan.ID);
        if (!row || !planChanged(row, plan)) continue;
        await tx.billingPlan.update({
          where: { id: plan.ID },
          data: { ...planColumns(plan), syncedAt: now },
        });
        counts.plans_updated += 1;
      }
      const gone = [...rows.values()]
        .filter((row) => row.active && !incoming.has(row.id))
        .map((row) => row.id);
      if (gone.length > 0) {
        counts.plans_withdrawn = (
          await tx.billingPlan.updateMany({
            where: { id: { in: gone } },
            data: { active: false, syncedAt: now },
          })
        ).count;
      }

      // One offer detail per plan: the BSS's title and prices, the staff's texts untouched.
      const details = new Map(
        (await tx.offerDetail.findMany({ where: { bssDetailsId: { in: [...incoming.keys()] } } })).map(
          (detail) => [detail.bssDetailsId, detail],
        ),
      );
      const newDetails = plans.filter((plan) => !details.has(plan.ID));
      if (newDetails.length > 0) {
        counts.details_created = (
          await tx.offerDetail.createMany({
            data: newDetails.map((plan) => ({
              bssDetailsId: plan.ID,
              bssDetailsTitle: plan.Title,
              bssDetailsRenewalPrice: money(plan.RenewalPrice),
              bssDetailsActivationPrice: money(plan.ActivationPrices.NewActivation),
              nameIt: plan.Title,
              nameEn: plan.Title,
              priceEur: money(plan.RenewalPrice),
              actPriceEur: money(plan.ActivationPrices.NewActivation),
            })),
            skipDuplicates: true,
          })
        ).count;
      }
      for (const plan of plans) {
        const detail = details.get(plan.ID);
        if (
          !detail ||
          (detail.bssDetailsTitle === plan.Title &&
            sameMoney(detail.bssDetailsRenewalPrice, plan.RenewalPrice) &&
            sameMoney(detail.bssDetailsActivationPrice, plan.ActivationPrices.NewActivation))
        ) {
          continue;
        }
        await tx.offerDetail.update({
          where: { id: detail.id },
          data: {
            bssDetailsTitle: plan.Title,
            bssDetailsRenewalPrice: money(plan.RenewalPrice),
            bssDetailsActivationPrice: money(plan.ActivationPrices.NewActivation),
          },
        });
        await keepVersion(tx, 'OfferDetail', detail.id);
        counts.details_updated += 1;
      }

      // Matched offers: fresh snapshot, or the withdrawn flag (the last snapshot is kept).
      const offers = await tx.offer.findMany({
        where: { externalId: { not: null } },
        select: { id: true, name: true, externalId: true, externalData: true, bssPlanWithdrawnAt: true },
      });
      const offersToWithdraw: BssRefreshPreview['offers_to_withdraw'] = [];
      for (const offer of offers) {
        const plan = incoming.get(defined(offer.externalId, 'the plan id of a matched offer'));
        if (!plan) {
          if (offer.bssPlanWithdrawnAt) continue;
          await tx.offer.update({ where: { id: offer.id }, data: { bssPlanWithdrawnAt: now } });
          await keepVersion(tx, 'Offer', offer.id);
          counts.offers_withdrawn += 1;
          offersToWithdraw.push({ uuid: offer.id, name: offer.name });
          continue;
        }
        const stale = stableJson(offer.externalData) !== stableJson(plan);
        if (!stale && !offer.bssPlanWithdrawnAt) continue;
        await tx.offer.update({
          where: { id: offer.id },
          data: { externalData: snapshotOf(plan), bssPlanWithdrawnAt: null },
        });
        await keepVersion(tx, 'Offer', offer.id);
        if (stale) counts.offers_refreshed += 1;
        if (offer.bssPlanWithdrawnAt) counts.offers_reinstated += 1;
      }

      if (options.preview) throw new PreviewRolledBack({ counts, offers_to_withdraw: offersToWithdraw });
      const { plans: _onSale, ...changes } = counts;
      if (Object.values(changes).some((count) => count > 0)) {
        await recordAudit(tx, ctx, {
          action: 'shop.bss.refresh',
          entityType: 'BillingPlan',
          entityId: 'all',
          changes,
        });
      }
      return counts;
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
