import { DONOR_FIRST_NAMED_NETWORK_CODE } from '../constants';
import { type ValueOf } from './enum-helpers';

export const OrderStatus = {
  New: 0,
  InProcess: 1,
  InDelivery: 2,
  Delivered: 3,
  PartiallyFinished: 4,
  Cancelled: 5,
  NotFinished: 6,
  Finished: 7,
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** Badge colour names; each order status has its own. */
export type BadgeTone = 'blue' | 'orange' | 'purple' | 'teal' | 'yellow' | 'red' | 'gray' | 'green';

const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  [OrderStatus.New]: 'blue',
  [OrderStatus.InProcess]: 'orange',
  [OrderStatus.InDelivery]: 'purple',
  [OrderStatus.Delivered]: 'teal',
  [OrderStatus.PartiallyFinished]: 'yellow',
  [OrderStatus.Cancelled]: 'red',
  [OrderStatus.NotFinished]: 'gray',
  [OrderStatus.Finished]: 'green',
};

export function orderStatusTone(status: number): BadgeTone {
  return ORDER_STATUS_TONES[status as OrderStatus] ?? 'gray';
}

export const PaymentStatus = { NotPaid: 0, Paid: 1, Refunded: 2, PartiallyRefunded: 3 } as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PaymentStatus);

/** The two payment statuses an admin may set by hand (the `to-refunded` rows of `ORDER_TRANSITIONS`). */
export const REFUND_PAYMENT_STATUSES = [PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded] as const;

export const SimStatus = {
  NoActive: 0,
  PendingStartActivation: 1,
  PendingWaitingKYC: 2,
  PendingPaymentForNumber: 3,
  PendingRepeatKYC: 4,
  PendingFromStartedKYC: 5,
  PendingFromCompletedKYC: 6,
  AcceptedFromCompletedKYC: 7,
  CancelledFailedKYC: 8,
  CancelledByCustomer: 9,
  New: 100,
  InProcess: 101,
  InDelivery: 102,
} as const;
export type SimStatus = ValueOf<typeof SimStatus>;
export const SIM_STATUSES: readonly SimStatus[] = Object.values(SimStatus);

export type SimStatusGroup = 'pending' | 'activated' | 'cancelled';

export function simStatusGroup(status: number): SimStatusGroup | null {
  if (status >= SimStatus.PendingStartActivation && status <= SimStatus.PendingFromCompletedKYC)
    return 'pending';
  if (status === SimStatus.AcceptedFromCompletedKYC) return 'activated';
  if (status === SimStatus.CancelledFailedKYC || status === SimStatus.CancelledByCustomer) return 'cancelled';
  return null;
}

const SIM_GROUP_TONES: Record<SimStatusGroup, BadgeTone> = {
  pending: 'orange',
  activated: 'green',
  cancelled: 'red',
};

/** Pending 1-6 orange, activated 7 green, cancelled 8-9 red; anything else gray. */
export function simStatusTone(status: number): BadgeTone {
  const group = simStatusGroup(status);
  return group ? SIM_GROUP_TONES[group] : 'gray';
}

export function isSimStatusRowVisible(status: number): boolean {
  return status !== SimStatus.NoActive;
}

export function isSimCancelled(status: number): boolean {
  return simStatusGroup(status) === 'cancelled';
}

/**
 * Raised when a SIM that is not cancelled has a billing-system error or was never sent to the billing
 * system: exactly what 'Resend product' resends, so the banner and the button show only when a resend
 * can succeed (never for cancelled SIMs, so never on a cancelled order).
 */
export function hasBillingProblem(
  products: readonly { error_bss?: unknown; is_send_bss?: unknown; sim_status: number }[],
): boolean {
  return products.some(
    (product) => !isSimCancelled(product.sim_status) && (Boolean(product.error_bss) || !product.is_send_bss),
  );
}

/** SIM type filter of the order list (is_esim). */
export const SimKind = { PSim: 0, ESim: 1 } as const;
export type SimKind = ValueOf<typeof SimKind>;

/** Inclusive total filter; either bound may be missing. */
export function isWithinTotalRange(amount: number, from?: number | null, to?: number | null): boolean {
  if (from != null && amount < from) return false;
  if (to != null && amount > to) return false;
  return true;
}

/** Stored as the string names themselves. */
export const OrderHistoryType = {
  OrderCreate: 'OrderCreate',
  OrderStatus: 'OrderStatus',
  PaymentStatus: 'PaymentStatus',
  ProductStatus: 'ProductStatus',
  ChangeValue: 'ChangeValue',
  /** A staff comment (our addition): its text in `to`. */
  Comment: 'Comment',
} as const;
export type OrderHistoryType = ValueOf<typeof OrderHistoryType>;
export const ORDER_HISTORY_TYPES: readonly OrderHistoryType[] = Object.values(OrderHistoryType);

export type ActivationPriceKind = 'newActivation' | 'firstNamedNetwork' | 'otherNetworks';

/** Which activation price of the matched billing plan applies to a SIM, from its donor network code. */
export function activationPriceKind(
  donorNetworkCode: string | number | null | undefined,
): ActivationPriceKind {
  if (donorNetworkCode == null || String(donorNetworkCode).trim() === '') return 'newActivation';
  return String(donorNetworkCode).trim() === DONOR_FIRST_NAMED_NETWORK_CODE
    ? 'firstNamedNetwork'
    : 'otherNetworks';
}
