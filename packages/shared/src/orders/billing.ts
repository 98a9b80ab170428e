import { SimStatus } from '../enums/orders';

/**
 * refund_history.refund_status: a refund is `pending` from the moment it is reserved against the
 * order's refundable rest until the payment provider answers, then `success` or `failed`.
 */
export const RefundStatus = { Pending: 'pending', Success: 'success', Failed: 'failed' } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** The server's answer when the provider's outcome is unknown (the client shows it in its language). */
export const REFUND_UNCONFIRMED_MESSAGE =
  'The payment provider did not confirm the refund: it stays pending, its amount reserved, until the provider says whether it was made';

/** SIM statuses nothing moves any more: activated, failed KYC, cancelled by the customer. */
export const FINAL_SIM_STATUSES: readonly number[] = [
  SimStatus.AcceptedFromCompletedKYC,
  SimStatus.CancelledFailedKYC,
  SimStatus.CancelledByCustomer,
];

export const isSimStatusFinal = (status: number) => FINAL_SIM_STATUSES.includes(status);
