import { type PrismaClient } from '@backoffice/db';
import { type DiscountAction, DiscountType } from '@backoffice/shared';

import { badRequest } from '../../errors';

interface Snapshot {
  DependentOptions?: { ID?: unknown; Title?: unknown }[];
}

/**
 * The DependentOptions (ID, Title) found in the BSS snapshots of every matched offer, once each by ID
 * (the first title seen wins): the options a type 1 discount action may name.
 */
export async function matchedDependentOptions(
  prisma: Pick<PrismaClient, 'offer'>,
): Promise<Map<number, string>> {
  const offers = await prisma.offer.findMany({
    where: { externalId: { not: null } },
    select: { externalData: true },
  });
  const options = new Map<number, string>();
  for (const { externalData } of offers)
    for (const option of (externalData as Snapshot | null)?.DependentOptions ?? [])
      if (Number.isInteger(option.ID) && !options.has(option.ID as number))
        options.set(option.ID as number, typeof option.Title === 'string' ? option.Title : '');
  return options;
}

/**
 * Refuses (400, naming them) option IDs of a type 1 action that no matched offer's snapshot offers:
 * the form only lets staff pick those, and an unknown ID would reduce nothing in an order.
 */
export async function assertKnownDiscountOptions(
  prisma: Pick<PrismaClient, 'offer'>,
  actions: readonly DiscountAction[],
): Promise<void> {
  const wanted = actions
    .filter((action) => action.discount_type === DiscountType.SpecificOptions)
    .flatMap((action) => action.params);
  if (wanted.length === 0) return;
  const known = await matchedDependentOptions(prisma);
  const unknown = [...new Set(wanted.filter((id) => !known.has(id)))];
  if (unknown.length > 0)
    throw badRequest(
      `actions: option ${unknown.join(', ')} is not a dependent option of any offer matched to a billing plan`,
    );
}
