import {
  isSimCancelled,
  SIM_STATUSES,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  type OrderStatus as OrderStatusValue,
  type PaymentStatus as PaymentStatusValue,
  type SimStatus as SimStatusValue,
} from '../enums/orders';
import { enumKeyOf } from '../enums/enum-helpers';
import { cents, Money, type MoneyInput, toMoney, ZERO } from '../pricing/decimal';
import { isSimStatusFinal } from './billing';

/**
 * The one state machine of an order: every move of the order status, the payment status and a SIM
 * status, made by a staff action or by the billing system's reports (`bss-report`, `settle`). The
 * server decides with it and the client offers with it, so a move absent from `ORDER_TRANSITIONS` is
 * refused everywhere.
 */
export type TransitionMachine = 'order' | 'payment' | 'sim';

export const ORDER_ACTIONS = [
  'to-progress',
  'to-delivery',
  'cancel',
  'change-sim-status',
  'to-refunded',
  'refund',
  'bss-report',
  'settle',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the guards see of an order: its statuses, its sums and the statuses of its SIMs. */
export interface OrderSnapshot {
  status: number;
  paymentStatus: number;
  paymentSum: MoneyInput;
  refundSum: MoneyInput;
  products: readonly { simStatus: number }[];
  /** An administrator allowed serving this order without payment, giving a reason. */
  unpaidServiceAllowed: boolean;
}

/** What the staff member asked for beyond the move itself: the amount of a refund. */
export interface TransitionParams {
  amount?: MoneyInput;
}

/** Why a move is refused, or null when it may go ahead. Pure: no I/O, no clock. */
export type TransitionGuard = (order: OrderSnapshot, params: TransitionParams) => string | null;

export interface Transition {
  machine: TransitionMachine;
  action: OrderAction;
  from: number;
  to: number;
  guard: TransitionGuard;
}

export const orderStatusName = (status: number) => enumKeyOf(OrderStatus, status) ?? String(status);
export const paymentStatusName = (status: number) => enumKeyOf(PaymentStatus, status) ?? String(status);
export const simStatusName = (status: number) => enumKeyOf(SimStatus, status) ?? String(status);

const statusName: Record<TransitionMachine, (status: number) => string> = {
  order: orderStatusName,
  payment: paymentStatusName,
  sim: simStatusName,
};

export const TRANSITION_MESSAGES = {
  singleProduct:
    'A single SIM can be cancelled only in an order of several products; cancel the order instead',
  noCancelledSim:
    'The payment status can be set to Refunded or PartiallyRefunded only when at least one SIM is cancelled',
  refundNotNumber: 'Please enter a number',
  refundNotPositive: 'The refund amount must be greater than 0',
  refundTooBig: 'The amount must be at most {limit}',
  refundNotPaid: 'Only a Paid or PartiallyRefunded order can be refunded',
  simStillOpen: 'A SIM of the order is still waiting for the billing system',
  noSimActivated: 'No SIM of the order was activated',
  notEverySimActivated: 'Not every SIM of the order was activated',
  everySimActivated: 'Every SIM of the order was activated',
  refundLeavesNothing: 'This refund takes all that is left, so the payment becomes Refunded',
  refundLeavesSomething: 'Something is left to refund after this, so the payment becomes PartiallyRefunded',
  notPaid:
    'This order is not paid: it is not activated or shipped unless an administrator allows service without payment, giving a reason',
} as const;

const always: TransitionGuard = () => null;

/** Payment statuses under which an order is served: the money was received and not all given back. */
export const SERVED_PAYMENT_STATUSES: readonly PaymentStatusValue[] = [
  PaymentStatus.Paid,
  PaymentStatus.PartiallyRefunded,
];

/**
 * The payment rule of service: an order is sent to the billing system for activation, moved into
 * processing or delivery, or closed as served only when it is paid, or when an administrator allowed
 * serving it without payment. Null when it may be served.
 */
export const serviceRefusal = (order: Pick<OrderSnapshot, 'paymentStatus' | 'unpaidServiceAllowed'>) =>
  order.unpaidServiceAllowed || SERVED_PAYMENT_STATUSES.includes(order.paymentStatus as PaymentStatusValue)
    ? null
    : TRANSITION_MESSAGES.notPaid;

const paidOrAllowed: TransitionGuard = (order) => serviceRefusal(order);

/** A SIM activated in the billing system of an order never paid: a problem the desk shows and filters. */
export const isActivatedUnpaid = (order: Pick<OrderSnapshot, 'paymentStatus' | 'products'>) =>
  order.paymentStatus === PaymentStatus.NotPaid &&
  order.products.some((product) => product.simStatus === SimStatus.AcceptedFromCompletedKYC);

const severalProducts: TransitionGuard = (order) =>
  order.products.length > 1 ? null : TRANSITION_MESSAGES.singleProduct;

const someSimCancelled: TransitionGuard = (order) =>
  order.products.some((product) => isSimCancelled(product.simStatus))
    ? null
    : TRANSITION_MESSAGES.noCancelledSim;

/**
 * The refund sum a new refund is measured against: the refunds made plus those still pending, whose
 * amounts stay reserved until the payment provider says whether they were made.
 */
export function reservedRefundSum(refundSum: MoneyInput, pendingAmounts: readonly MoneyInput[]): Money {
  return pendingAmounts.reduce<Money>(
    (sum, amount) => sum.plus(toMoney(amount, 'pending refund')),
    toMoney(refundSum, 'refund_sum'),
  );
}

/** What is left to refund: payment_sum minus refund_sum, never below 0. */
export function refundableRest(order: Pick<OrderSnapshot, 'paymentSum' | 'refundSum'>): Money {
  const rest = toMoney(order.paymentSum, 'payment_sum').minus(toMoney(order.refundSum, 'refund_sum'));
  return Money.max(rest, ZERO);
}

/**
 * Marking a payment Refunded by hand while less than was paid has been refunded stops every later
 * refund of the rest: the administrator has to say why.
 */
export const refundedNeedsReason = (order: Pick<OrderSnapshot, 'paymentSum' | 'refundSum'>): boolean =>
  refundableRest(order).greaterThan(ZERO);

/**
 * The refund rule: only a Paid or PartiallyRefunded order, and an amount greater than 0 and not
 * above what is left to refund. Null when the refund may be sent to the payment provider.
 */
export function refundRefusal(order: OrderSnapshot, amount: MoneyInput | undefined): string | null {
  if (order.paymentStatus !== PaymentStatus.Paid && order.paymentStatus !== PaymentStatus.PartiallyRefunded)
    return TRANSITION_MESSAGES.refundNotPaid;
  if (amount === undefined) return TRANSITION_MESSAGES.refundNotNumber;
  let requested: Money;
  try {
    requested = toMoney(amount);
  } catch {
    return TRANSITION_MESSAGES.refundNotNumber;
  }
  if (!requested.greaterThan(ZERO)) return TRANSITION_MESSAGES.refundNotPositive;
  const rest = refundableRest(order);
  if (requested.greaterThan(rest)) return TRANSITION_MESSAGES.refundTooBig.replace('{limit}', cents(rest));
  return null;
}

/**
 * A refund leaves the order PartiallyRefunded while something is left, Refunded once nothing is
 * (refundRefusal lets no missing amount through).
 */
const refundLeavesRest: TransitionGuard = (order, { amount }) =>
  refundRefusal(order, amount) ??
  (amount !== undefined && refundableRest(order).greaterThan(toMoney(amount))
    ? null
    : TRANSITION_MESSAGES.refundLeavesNothing);
const refundClearsRest: TransitionGuard = (order, { amount }) =>
  refundRefusal(order, amount) ??
  (amount !== undefined && refundableRest(order).equals(toMoney(amount))
    ? null
    : TRANSITION_MESSAGES.refundLeavesSomething);

const CANCELLABLE_ORDER_STATUSES: readonly OrderStatusValue[] = [
  OrderStatus.New,
  OrderStatus.InProcess,
  OrderStatus.InDelivery,
  OrderStatus.Delivered,
  OrderStatus.PartiallyFinished,
];

/** Statuses from which one SIM alone may be cancelled: pending 1 to 6 and the logistic 100 to 102. */
const SINGLY_CANCELLABLE_SIM_STATUSES: readonly SimStatusValue[] = [
  SimStatus.PendingStartActivation,
  SimStatus.PendingWaitingKYC,
  SimStatus.PendingPaymentForNumber,
  SimStatus.PendingRepeatKYC,
  SimStatus.PendingFromStartedKYC,
  SimStatus.PendingFromCompletedKYC,
  SimStatus.New,
  SimStatus.InProcess,
  SimStatus.InDelivery,
];

/** Every SIM status except the two cancelled ones: what cancelling the whole order cancels. */
const NOT_CANCELLED_SIM_STATUSES = SIM_STATUSES.filter((status) => !isSimCancelled(status));

/** Settled: every SIM is in a final status (activated, failed KYC, cancelled); how many are activated. */
const settledGuard =
  (activated: 'all' | 'some' | 'none'): TransitionGuard =>
  (order) => {
    const sims = order.products.map((product) => product.simStatus);
    if (sims.length === 0 || !sims.every(isSimStatusFinal)) return TRANSITION_MESSAGES.simStillOpen;
    const count = sims.filter((status) => status === SimStatus.AcceptedFromCompletedKYC).length;
    if (activated === 'all') return count === sims.length ? null : TRANSITION_MESSAGES.notEverySimActivated;
    if (activated === 'none') return count === 0 ? null : TRANSITION_MESSAGES.everySimActivated;
    return count > 0 && count < sims.length ? null : TRANSITION_MESSAGES.noSimActivated;
  };

const both =
  (first: TransitionGuard, second: TransitionGuard): TransitionGuard =>
  (order, params) =>
    first(order, params) ?? second(order, params);

/** Orders still being worked on, which settled SIMs close: not cancelled and not closed. */
export const OPEN_ORDER_STATUSES: readonly number[] = [
  OrderStatus.New,
  OrderStatus.InProcess,
  OrderStatus.InDelivery,
  OrderStatus.Delivered,
];

const REFUNDABLE_PAYMENT_STATUSES: readonly PaymentStatusValue[] = [
  PaymentStatus.Paid,
  PaymentStatus.PartiallyRefunded,
];

export const ORDER_TRANSITIONS: readonly Transition[] = [
  {
    machine: 'order',
    action: 'to-progress',
    from: OrderStatus.New,
    to: OrderStatus.InProcess,
    guard: paidOrAllowed,
  },
  {
    machine: 'order',
    action: 'to-delivery',
    from: OrderStatus.InProcess,
    to: OrderStatus.InDelivery,
    guard: paidOrAllowed,
  },
  ...CANCELLABLE_ORDER_STATUSES.map((from): Transition => ({
    machine: 'order',
    action: 'cancel',
    from,
    to: OrderStatus.Cancelled,
    guard: always,
  })),
  // Cancelling the order carries its SIMs along.
  ...NOT_CANCELLED_SIM_STATUSES.map((from): Transition => ({
    machine: 'sim',
    action: 'cancel',
    from,
    to: SimStatus.CancelledByCustomer,
    guard: always,
  })),
  ...SINGLY_CANCELLABLE_SIM_STATUSES.map((from): Transition => ({
    machine: 'sim',
    action: 'change-sim-status',
    from,
    to: SimStatus.CancelledByCustomer,
    guard: severalProducts,
  })),
  ...[PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded].map((to): Transition => ({
    machine: 'payment',
    action: 'to-refunded',
    from: PaymentStatus.Paid,
    to,
    guard: someSimCancelled,
  })),
  // The billing system reports any status for a SIM that is not final yet (activated or cancelled).
  ...SIM_STATUSES.filter((from) => !isSimStatusFinal(from)).flatMap((from) =>
    SIM_STATUSES.filter((to) => to !== from).map((to): Transition => ({
      machine: 'sim',
      action: 'bss-report',
      from,
      to,
      guard: always,
    })),
  ),
  // Once every SIM is settled the open order closes: Finished, PartiallyFinished or NotFinished. An
  // order with an activated SIM closes as served only when paid: unpaid, it stays open as a problem.
  ...OPEN_ORDER_STATUSES.flatMap((from): Transition[] => [
    {
      machine: 'order',
      action: 'settle',
      from,
      to: OrderStatus.Finished,
      guard: both(settledGuard('all'), paidOrAllowed),
    },
    {
      machine: 'order',
      action: 'settle',
      from,
      to: OrderStatus.PartiallyFinished,
      guard: both(settledGuard('some'), paidOrAllowed),
    },
    { machine: 'order', action: 'settle', from, to: OrderStatus.NotFinished, guard: settledGuard('none') },
  ]),
  ...REFUNDABLE_PAYMENT_STATUSES.flatMap((from): Transition[] => [
    {
      machine: 'payment',
      action: 'refund',
      from,
      to: PaymentStatus.PartiallyRefunded,
      guard: refundLeavesRest,
    },
    { machine: 'payment', action: 'refund', from, to: PaymentStatus.Refunded, guard: refundClearsRest },
  ]),
];

/** The refusal when no row of the action leaves `from`. */
function noRowRefusal(machine: TransitionMachine, action: OrderAction, from: number): string {
  const name = statusName[machine](from);
  switch (action) {
    case 'to-progress':
      return `Only a New order can be moved to InProcess; this order is ${name}`;
    case 'to-delivery':
      return `Only an InProcess order can be moved to InDelivery; this order is ${name}`;
    case 'cancel':
      return `An order that is ${name} cannot be cancelled`;
    case 'change-sim-status':
      return `A SIM that is ${name} cannot be cancelled`;
    case 'to-refunded':
      return `The payment status can be set to Refunded or PartiallyRefunded only on a Paid order; this order is ${name}`;
    case 'refund':
      return TRANSITION_MESSAGES.refundNotPaid;
    case 'bss-report':
      return `A SIM that is ${name} is final; the billing system cannot change it`;
    case 'settle':
      return `An order that is ${name} is not open`;
  }
}

export interface TransitionRequest {
  machine: TransitionMachine;
  action: OrderAction;
  from: number;
  /** The target asked for; without it the first row whose guard lets the move through is taken. */
  to?: number;
}

export type TransitionDecision =
  { allowed: true; transition: Transition } | { allowed: false; reason: string };

/** Allowed (with the row that applies) or refused with the message the staff member sees. */
export function decideTransition(
  request: TransitionRequest,
  order: OrderSnapshot,
  params: TransitionParams = {},
): TransitionDecision {
  const { machine, action, from, to } = request;
  const rows = ORDER_TRANSITIONS.filter((row) => row.machine === machine && row.action === action);
  if (to !== undefined && !rows.some((row) => row.to === to)) {
    const targets = [...new Set(rows.map((row) => statusName[machine](row.to)))].join(' or ');
    return { allowed: false, reason: `This action can only set ${targets}, not ${statusName[machine](to)}` };
  }
  const candidates = rows.filter((row) => row.from === from && (to === undefined || row.to === to));
  let firstRefusal: string | null = null;
  for (const row of candidates) {
    const refusal = row.guard(order, params);
    if (refusal === null) return { allowed: true, transition: row };
    firstRefusal ??= refusal;
  }
  // No refusal without a candidate row: nothing moves from this status with this action.
  return { allowed: false, reason: firstRefusal ?? noRowRefusal(machine, action, from) };
}

export interface OfferedAction {
  machine: TransitionMachine;
  action: OrderAction;
  to: number;
}

const ORDER_LEVEL: readonly { machine: TransitionMachine; action: OrderAction }[] = [
  { machine: 'order', action: 'to-progress' },
  { machine: 'order', action: 'to-delivery' },
  { machine: 'order', action: 'cancel' },
  { machine: 'payment', action: 'to-refunded' },
  { machine: 'payment', action: 'refund' },
];

/**
 * The actions the order page offers for the whole order. A refund is offered when refunding all
 * that is left would be allowed; its amount is checked again when sent.
 */
export function offeredOrderActions(order: OrderSnapshot): OfferedAction[] {
  const offered: OfferedAction[] = [];
  for (const { machine, action } of ORDER_LEVEL) {
    const from = machine === 'order' ? order.status : order.paymentStatus;
    const params = action === 'refund' ? { amount: refundableRest(order) } : {};
    for (const row of ORDER_TRANSITIONS) {
      if (row.machine !== machine || row.action !== action || row.from !== from) continue;
      if (row.guard(order, params) === null) offered.push({ machine, action, to: row.to });
    }
  }
  return offered;
}

/** The actions offered on one SIM of the order (cancelling it alone). */
export function offeredProductActions(order: OrderSnapshot, simStatus: number): OfferedAction[] {
  return ORDER_TRANSITIONS.filter(
    (row) =>
      row.machine === 'sim' &&
      row.action === 'change-sim-status' &&
      row.from === simStatus &&
      row.guard(order, {}) === null,
  ).map(({ machine, action, to }) => ({ machine, action, to }));
}

/** The SIM status a SIM takes when its whole order is cancelled, or null when it is already cancelled. */
export function simStatusOnOrderCancel(simStatus: number): number | null {
  return (
    ORDER_TRANSITIONS.find(
      (row) => row.machine === 'sim' && row.action === 'cancel' && row.from === simStatus,
    )?.to ?? null
  );
}

/**
 * The order status once the billing system has settled every SIM of an open order (the `settle`
 * rows), or null while a SIM is still open, while an order with an activated SIM is not paid, or when
 * the order is not open.
 */
export function orderStatusWhenSimsSettle(order: OrderSnapshot): OrderStatusValue | null {
  const decision = decideTransition({ machine: 'order', action: 'settle', from: order.status }, order);
  return decision.allowed ? (decision.transition.to as OrderStatusValue) : null;
}
