/**
 * SIMs the BSS activates: each moves through the pending KYC statuses to activated (7) or failed
 * KYC (8) over time. The path and the pace follow from the SIM's ID and creation time only, so the
 * same SIM reports the same status at the same moment in every run, and the demo queue is alive.
 */

/**
 * The spec's SIM statuses the BSS reports (1-6 pending, 7 activated, 8 failed KYC, 9 cancelled). The
 * simulator stands for an outside system, so it keeps its own list instead of the back office's
 * enum: the numbers are the contract between the two, and a test checks they agree.
 */
export const BssSimStatus = {
  PendingStartActivation: 1,
  PendingWaitingKYC: 2,
  PendingPaymentForNumber: 3,
  PendingRepeatKYC: 4,
  PendingFromStartedKYC: 5,
  PendingFromCompletedKYC: 6,
  AcceptedFromCompletedKYC: 7,
  CancelledFailedKYC: 8,
  /** Cancelled at the back office's request (POST /v1/orders/{id}/cancel). */
  CancelledByCustomer: 9,
} as const;

export const FIRST_SIM_ID = 700_001;

export interface StoredSim {
  ID: number;
  /** The back office's product UUID: a second create with it answers the same SIM. */
  Reference: string;
  OrderNumber: number;
  PlanID: number;
  IsEsim: boolean;
  OptionIDs: number[];
  PortIn: { Msisdn: string; DonorOperator: string } | null;
  Msisdn: string;
  CreatedAtMs: number;
  /** When the back office cancelled it; from then on it reports CancelledByCustomer. */
  CancelledAtMs?: number;
}

const S = BssSimStatus;
/** Four paths, chosen by the SIM's ID: three activate (one through a repeated KYC), one fails KYC. */
const PATHS: readonly (readonly number[])[] = [
  [
    S.PendingStartActivation,
    S.PendingWaitingKYC,
    S.PendingFromStartedKYC,
    S.PendingFromCompletedKYC,
    S.AcceptedFromCompletedKYC,
  ],
  [
    S.PendingStartActivation,
    S.PendingPaymentForNumber,
    S.PendingWaitingKYC,
    S.PendingFromStartedKYC,
    S.PendingFromCompletedKYC,
    S.AcceptedFromCompletedKYC,
  ],
  [
    S.PendingStartActivation,
    S.PendingWaitingKYC,
    S.PendingRepeatKYC,
    S.PendingFromStartedKYC,
    S.PendingFromCompletedKYC,
    S.AcceptedFromCompletedKYC,
  ],
  [S.PendingStartActivation, S.PendingWaitingKYC, S.PendingFromStartedKYC, S.CancelledFailedKYC],
];

/** Seconds a SIM stays in each status: 20 to 50, by its ID. */
export const stepMsOf = (id: number) => (20 + (id % 4) * 10) * 1000;

export function simPathOf(id: number): readonly number[] {
  const path = PATHS[id % PATHS.length];
  if (!path) throw new Error(`No status path for SIM ${id}`);
  return path;
}

const CANCELLED_REASON = 'Cancelled at the request of the back office';

const REASONS: Partial<Record<number, string>> = {
  [S.PendingWaitingKYC]: 'Waiting for the customer to start the identity check',
  [S.PendingPaymentForNumber]: 'Waiting for the payment of the chosen number',
  [S.PendingRepeatKYC]: 'Identity document unreadable, the customer must repeat the check',
  [S.CancelledFailedKYC]: 'Identity check failed: document and fiscal code do not match',
  [S.CancelledByCustomer]: CANCELLED_REASON,
};

export interface SimStatusReport {
  ID: number;
  SimStatus: number;
  Reason: string;
  /** When the SIM reached this status. */
  UpdatedAt: string;
}

/**
 * Where the SIM is at `nowMs`: a step of its path every stepMsOf(ID), the last step for good; a
 * cancelled SIM stays where it was when cancelled.
 */
export function simStatusAt(sim: StoredSim, nowMs: number): SimStatusReport {
  if (sim.CancelledAtMs !== undefined && sim.CancelledAtMs <= nowMs) {
    return {
      ID: sim.ID,
      SimStatus: S.CancelledByCustomer,
      Reason: CANCELLED_REASON,
      UpdatedAt: new Date(sim.CancelledAtMs).toISOString(),
    };
  }
  const path = simPathOf(sim.ID);
  const step = stepMsOf(sim.ID);
  const elapsed = Math.max(0, nowMs - sim.CreatedAtMs);
  const index = Math.min(Math.floor(elapsed / step), path.length - 1);
  const status = path[index];
  if (status === undefined) throw new Error(`SIM ${sim.ID} has no status at step ${index}`);
  return {
    ID: sim.ID,
    SimStatus: status,
    Reason: REASONS[status] ?? '',
    UpdatedAt: new Date(sim.CreatedAtMs + index * step).toISOString(),
  };
}

/** A SIM still on its way to activation (1-6) may be cancelled; a cancelled one answers as it is. */
export const isSimCancellable = (status: number) =>
  status >= S.PendingStartActivation && status <= S.PendingFromCompletedKYC;

/** A mobile number for a new activation, from the SIM's ID (a port-in keeps the customer's number). */
export const newMsisdnOf = (id: number) => `39${String(3_200_000_000 + ((id * 7919) % 99_999_999))}`;

/**
 * A SIM the simulator did not create, adopted when first asked about: its timeline starts up to
 * four steps before that moment (by ID), so adopted SIMs are spread along their paths.
 */
export function adoptedSim(id: number, nowMs: number): StoredSim {
  return {
    ID: id,
    Reference: `adopted-${id}`,
    OrderNumber: 1,
    PlanID: 1001,
    IsEsim: false,
    OptionIDs: [],
    PortIn: null,
    Msisdn: newMsisdnOf(id),
    CreatedAtMs: nowMs - (id % 5) * stepMsOf(id),
  };
}
