import { type z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  DiscountCodeDisplayStatus,
  discountCodeDisplayStatus,
  type OrderCart,
  type PricingDiscountCode,
  type ValidationMessageId,
} from '@backoffice/shared';

import { invalidFields } from '../../../errors';
import { type BssPlan, bssPlanSchema } from '../../../integrations/bss';

type Tx = Prisma.TransactionClient;

export interface CheckedOffer {
  id: string;
  name: string;
  price: Prisma.Decimal;
  plan: BssPlan;
}

export interface CheckedOption {
  id: string;
  name: string;
  price: Prisma.Decimal;
  /** BSS option ID ('' when the option is the shop's own). */
  bss: string;
}

export interface CheckedDiscountCode extends PricingDiscountCode {
  id: string;
  name: string;
}

/** The catalogue rows a valid cart names. */
export interface CheckedCart {
  offers: Map<string, CheckedOffer>;
  options: Map<string, CheckedOption>;
  discountCode: CheckedDiscountCode | null;
}

/**
 * Checks a cart against the catalogue: offers published, active and matched to a billing plan on
 * sale (port-in only plans need a donor, excluded donors are refused), options on sale, donor
 * operators known and active, the discount code known, active and not expired. Reads in `tx`, so
 * the order is written against what was checked.
 */
export async function checkCart(tx: Tx, cart: OrderCart, now: Date): Promise<CheckedCart> {
  const offerIds = [...new Set(cart.products.map((product) => product.offer_uuid.toLowerCase()))];
  const optionIds = [
    ...new Set(cart.products.flatMap((product) => product.option_uuids.map((id) => id.toLowerCase()))),
  ];
  const donorCodes = [
    ...new Set(cart.products.map((product) => product.portation_donor_network).filter(Boolean)),
  ];
  const [offerRows, optionRows, donorRows, codeRow] = await Promise.all([
    tx.offer.findMany({
      where: { id: { in: offerIds } },
      select: {
        id: true,
        name: true,
        price: true,
        publish: true,
        active: true,
        externalData: true,
        bssPlanWithdrawnAt: true,
      },
    }),
    optionIds.length
      ? tx.option.findMany({
          where: { id: { in: optionIds } },
          select: { id: true, name: true, price: true, bss: true, publish: true, active: true },
        })
      : [],
    donorCodes.length
      ? tx.donorOperator.findMany({ where: { id: { in: donorCodes }, active: true }, select: { id: true } })
      : [],
    cart.discount_code
      ? tx.discountCode.findUnique({
          where: { name: cart.discount_code },
          include: { actions: { include: { params: true }, orderBy: { position: 'asc' } } },
        })
      : null,
  ]);

  const issues: z.core.$ZodIssue[] = [];
  const issue = (path: PropertyKey[], message: ValidationMessageId) =>
    issues.push({ code: 'custom', path, message, input: undefined });

  const offers = new Map<string, CheckedOffer>();
  for (const row of offerRows) {
    const plan = bssPlanSchema.safeParse(row.externalData);
    if (row.publish && row.active && plan.success && !row.bssPlanWithdrawnAt) {
      offers.set(row.id, { id: row.id, name: row.name, price: row.price, plan: plan.data });
    }
  }
  const offerRowsById = new Map(offerRows.map((row) => [row.id, row]));
  const options = new Map<string, CheckedOption>(
    optionRows
      .filter((row) => row.publish && row.active)
      .map((row) => [row.id, { id: row.id, name: row.name, price: row.price, bss: row.bss }]),
  );
  const optionRowsById = new Map(optionRows.map((row) => [row.id, row]));
  const donors = new Set(donorRows.map((row) => row.id));

  cart.products.forEach((product, index) => {
    const at = (field: string) => ['products', index, field];
    const offerId = product.offer_uuid.toLowerCase();
    const row = offerRowsById.get(offerId);
    const offer = offers.get(offerId);
    if (!row) issue(at('offer_uuid'), 'offerNotFound');
    else if (!row.publish) issue(at('offer_uuid'), 'offerNotPublished');
    else if (!row.active) issue(at('offer_uuid'), 'offerNotActivatable');
    else if (!offer) issue(at('offer_uuid'), 'offerWithoutPlan');

    const donor = product.portation_donor_network;
    if (donor && !donors.has(donor)) issue(at('portation_donor_network'), 'donorOperatorUnknown');
    else if (offer && donor && offer.plan.ExcludedOperators.includes(donor)) {
      issue(at('portation_donor_network'), 'donorOperatorExcluded');
    } else if (offer && !donor && offer.plan.PortInOnly) {
      issue(at('portation_donor_network'), 'portabilityRequired');
    }

    product.option_uuids.forEach((id, optionIndex) => {
      const optionRow = optionRowsById.get(id.toLowerCase());
      if (!optionRow) issue(['products', index, 'option_uuids', optionIndex], 'optionNotFound');
      else if (!options.has(optionRow.id)) {
        issue(['products', index, 'option_uuids', optionIndex], 'optionNotOnSale');
      }
    });
  });

  let discountCode: CheckedDiscountCode | null = null;
  if (cart.discount_code) {
    if (!codeRow) issue(['discount_code'], 'discountCodeNotFound');
    else {
      const status = discountCodeDisplayStatus(codeRow.active, codeRow.expiresAt, now);
      if (status === DiscountCodeDisplayStatus.Expired) issue(['discount_code'], 'discountCodeExpired');
      else if (status === DiscountCodeDisplayStatus.Inactive) {
        issue(['discount_code'], 'discountCodeInactive');
      } else {
        discountCode = {
          id: codeRow.id,
          name: codeRow.name,
          active: codeRow.active,
          expires_at: codeRow.expiresAt,
          only_mnp: codeRow.onlyMnp,
          actions: codeRow.actions.map((action) => ({
            discount_type: action.discountType,
            amount: action.amount,
            amount_type: action.amountType,
            params: action.params.map((param) => param.value),
          })),
        };
      }
    }
  }

  if (issues.length) throw invalidFields(issues);
  return { offers, options, discountCode };
}
