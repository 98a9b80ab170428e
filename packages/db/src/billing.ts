import { DONOR_FIRST_NAMED_NETWORK_CODE } from '@backoffice/shared';

import { type BillingPlan } from './generated/prisma/client';

/** Donor network code whose port-ins get the "first named network" activation price (Vodafone). */
export const FIRST_NAMED_NETWORK_CODE = DONOR_FIRST_NAMED_NETWORK_CODE;

// Types rather than interfaces: a snapshot is stored as it is in a JSON column, which an object type
// fits and an interface (without an index signature) does not.
export type BillingDependentOption = {
  ID: number;
  Title: string;
  Price: number;
  Period: string;
};

const isDependentOption = (value: unknown): value is BillingDependentOption =>
  typeof value === 'object' &&
  value !== null &&
  'ID' in value &&
  typeof value.ID === 'number' &&
  'Title' in value &&
  typeof value.Title === 'string' &&
  'Price' in value &&
  typeof value.Price === 'number' &&
  'Period' in value &&
  typeof value.Period === 'string';

/**
 * The billing plan as kept with an offer (offers.external_data) and shown read-only on the offer
 * form. Prices are euros as numbers, the way the billing system sends them.
 */
export type BillingPlanSnapshot = {
  ID: number;
  Title: string;
  RenewalPrice: number;
  ActivationPrices: {
    /** No portability. */
    NewActivation: number;
    /** Port-in from the first named network (donor code '29'). */
    FirstNetwork: number;
    /** Port-in from any other network. */
    OtherNetworks: number;
  };
  PortInOnly: boolean;
  /** Donor operator codes that cannot port into this plan. */
  ExcludedOperators: string[];
  DependentOptions: BillingDependentOption[];
};

export function billingPlanSnapshot(plan: BillingPlan): BillingPlanSnapshot {
  return {
    ID: plan.id,
    Title: plan.title,
    RenewalPrice: Number(plan.renewalPrice),
    ActivationPrices: {
      NewActivation: Number(plan.activationPriceNew),
      FirstNetwork: Number(plan.activationPriceFirstNetwork),
      OtherNetworks: Number(plan.activationPriceOtherNetworks),
    },
    PortInOnly: plan.portInOnly,
    ExcludedOperators: Array.isArray(plan.excludedOperators) ? plan.excludedOperators.map(String) : [],
    DependentOptions: Array.isArray(plan.dependentOptions)
      ? plan.dependentOptions.filter(isDependentOption)
      : [],
  };
}

/** The spec's rule: donor '29' -> first named network price, another donor -> other networks, none -> new. */
export function activationPriceFor(
  snapshot: BillingPlanSnapshot,
  donorCode: string | null | undefined,
): number {
  if (!donorCode) return snapshot.ActivationPrices.NewActivation;
  return donorCode === FIRST_NAMED_NETWORK_CODE
    ? snapshot.ActivationPrices.FirstNetwork
    : snapshot.ActivationPrices.OtherNetworks;
}
