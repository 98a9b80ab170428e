import { SEED_OPTIONS, SEED_PLANS } from './catalogue/plans';
import { eurosFromCents } from './money';
import { type StoredCharge, type StoredRefund } from './payments';
import { FIRST_SIM_ID, type StoredSim } from './sims';

/** A billing plan as the BSS API sends it (docs/bss.md). Prices are euros. */
export interface WirePlan {
  ID: number;
  Title: string;
  RenewalPrice: number;
  ActivationPrices: { NewActivation: number; FirstNetwork: number; OtherNetworks: number };
  PortInOnly: boolean;
  ExcludedOperators: string[];
  DependentOptions: Array<{ ID: number; Title: string; Price: number; Period: string }>;
}

/** A plan as the simulator keeps it: prices in integer cents. */
export interface StoredPlan {
  ID: number;
  Title: string;
  RenewalCents: number;
  ActivationCents: { NewActivation: number; FirstNetwork: number; OtherNetworks: number };
  PortInOnly: boolean;
  ExcludedOperators: string[];
  DependentOptions: Array<{ ID: number; Title: string; PriceCents: number; Period: string }>;
  Withdrawn: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  at: string;
}

function seedPlans(): Map<number, StoredPlan> {
  const options = new Map(SEED_OPTIONS.map((option) => [option.ID, option]));
  return new Map(
    SEED_PLANS.map((plan) => [
      plan.ID,
      {
        ID: plan.ID,
        Title: plan.Title,
        RenewalCents: plan.RenewalCents,
        ActivationCents: { ...plan.ActivationCents },
        PortInOnly: plan.PortInOnly,
        ExcludedOperators: [...plan.ExcludedOperators],
        DependentOptions: plan.OptionIds.map((id) => {
          const option = options.get(id);
          if (!option) throw new Error(`Seed plan ${plan.ID} names option ${id}, which is not seeded`);
          return { ...option };
        }),
        Withdrawn: plan.Withdrawn,
      },
    ]),
  );
}

/**
 * Everything the simulator knows, one area per part of the API, each with its own router under
 * src/routes and its own part of reset(): the BSS's plans and orders (SIMs and their statuses), and
 * the payment provider's refunds and charges.
 */
export class SimulatorState {
  plans = seedPlans();
  /** SIMs ordered through `/v1/orders`, by BSS ID; `simsByReference` makes the create idempotent. */
  sims = new Map<number, StoredSim>();
  simsByReference = new Map<string, number>();
  nextSimId = FIRST_SIM_ID;
  /** Refunds of the payment provider, by idempotency key. */
  refunds = new Map<string, StoredRefund>();
  nextRefundNumber = 1;
  /** Charges of customers' cards (a channel's checkout), by idempotency key. */
  charges = new Map<string, StoredCharge>();
  nextChargeNumber = 1;
  /**
   * A real BSS keeps its SIMs across restarts; the simulator keeps them in memory. With this set, a
   * statuses call adopts a SIM ID it does not know (from before a restart, or from the demo data)
   * as if it had been created when first asked about, so the demo queue keeps moving.
   */
  adoptUnknownSims = false;
  /** Added to the wall clock, so tests and demos can move SIMs through their statuses at once. */
  clockOffsetMs = 0;
  /** The last requests the BSS API received (not the control endpoint), oldest first. */
  requests: RecordedRequest[] = [];

  /** Back to the deterministic catalogue, with no order, refund or request recorded. */
  reset() {
    this.plans = seedPlans();
    this.sims = new Map();
    this.simsByReference = new Map();
    this.nextSimId = FIRST_SIM_ID;
    this.refunds = new Map();
    this.nextRefundNumber = 1;
    this.charges = new Map();
    this.nextChargeNumber = 1;
    this.clockOffsetMs = 0;
    this.requests = [];
  }

  /** The SIM ordered with a back-office reference, if there is one. */
  simByReference(reference: string): StoredSim | undefined {
    const id = this.simsByReference.get(reference);
    if (id === undefined) return undefined;
    const sim = this.sims.get(id);
    if (!sim) throw new Error(`SIM ${id}, ordered with reference ${reference}, is missing`);
    return sim;
  }

  /** The simulator's clock: the wall clock plus the offset the control endpoint added. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  record(method: string, path: string) {
    this.requests.push({ method, path, at: new Date().toISOString() });
    if (this.requests.length > 1000) this.requests.splice(0, this.requests.length - 1000);
  }

  /** An option of the BSS's catalogue: a seed option or one of any plan's dependent options. */
  knowsOption(id: number): boolean {
    return (
      SEED_OPTIONS.some((option) => option.ID === id) ||
      [...this.plans.values()].some((plan) => plan.DependentOptions.some((option) => option.ID === id))
    );
  }

  activePlans(): StoredPlan[] {
    return [...this.plans.values()].filter((plan) => !plan.Withdrawn).sort((a, b) => a.ID - b.ID);
  }
}

export function toWirePlan(plan: StoredPlan): WirePlan {
  return {
    ID: plan.ID,
    Title: plan.Title,
    RenewalPrice: eurosFromCents(plan.RenewalCents),
    ActivationPrices: {
      NewActivation: eurosFromCents(plan.ActivationCents.NewActivation),
      FirstNetwork: eurosFromCents(plan.ActivationCents.FirstNetwork),
      OtherNetworks: eurosFromCents(plan.ActivationCents.OtherNetworks),
    },
    PortInOnly: plan.PortInOnly,
    ExcludedOperators: [...plan.ExcludedOperators],
    DependentOptions: plan.DependentOptions.map((option) => ({
      ID: option.ID,
      Title: option.Title,
      Price: eurosFromCents(option.PriceCents),
      Period: option.Period,
    })),
  };
}
