import { SEED_OPTIONS, SEED_PLANS } from './catalogue/plans';
import { eurosFromCents } from './money';

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
        DependentOptions: plan.OptionIds.map((id) => ({ ...options.get(id)! })),
        Withdrawn: plan.Withdrawn,
      },
    ]),
  );
}

/**
 * Everything the simulator knows, one area per part of the BSS API. Plans today; the orders issue
 * adds `orders` (sent orders and their SIM statuses) and the payment provider its `payments`, each
 * with its own router under src/routes and its own part of reset().
 */
export class SimulatorState {
  plans = seedPlans();
  /** The last requests the BSS API received (not the control endpoint), oldest first. */
  requests: RecordedRequest[] = [];

  /** Back to the deterministic catalogue, with no request recorded. */
  reset() {
    this.plans = seedPlans();
    this.requests = [];
  }

  record(method: string, path: string) {
    this.requests.push({ method, path, at: new Date().toISOString() });
    if (this.requests.length > 1000) this.requests.splice(0, this.requests.length - 1000);
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
