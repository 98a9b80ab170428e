import { describe, expect, it } from 'vitest';

import { OrderStatus, PaymentStatus, SimStatus } from '../enums/orders';
import { isSimStatusFinal } from './billing';
import { orderStatusWhenSimsSettle } from './transitions';

const {
  AcceptedFromCompletedKYC: ACTIVE,
  CancelledFailedKYC: FAILED,
  CancelledByCustomer: CANCELLED,
} = SimStatus;

const settling = (status: number, sims: number[]) => ({
  status,
  paymentStatus: PaymentStatus.Paid,
  paymentSum: '10.00',
  refundSum: '0.00',
  products: sims.map((simStatus) => ({ simStatus })),
  unpaidServiceAllowed: false,
});

describe('orderStatusWhenSimsSettle', () => {
  it.each([
    ['every SIM activated', OrderStatus.InDelivery, [ACTIVE, ACTIVE], OrderStatus.Finished],
    ['some activated', OrderStatus.New, [ACTIVE, FAILED], OrderStatus.PartiallyFinished],
    [
      'some activated, one cancelled',
      OrderStatus.Delivered,
      [ACTIVE, CANCELLED],
      OrderStatus.PartiallyFinished,
    ],
    ['none activated', OrderStatus.InProcess, [FAILED, CANCELLED], OrderStatus.NotFinished],
    ['a SIM still pending', OrderStatus.New, [ACTIVE, SimStatus.PendingWaitingKYC], null],
    ['a SIM still in delivery', OrderStatus.InDelivery, [ACTIVE, SimStatus.InDelivery], null],
    ['a cancelled order', OrderStatus.Cancelled, [CANCELLED], null],
    ['an order already closed', OrderStatus.PartiallyFinished, [ACTIVE, ACTIVE], null],
    ['an order without SIMs', OrderStatus.New, [], null],
  ])('%s', (_name, status, sims, expected) => {
    expect(orderStatusWhenSimsSettle(settling(status, sims))).toBe(expected);
  });

  it.each([
    ['unpaid, a SIM activated: stays open', PaymentStatus.NotPaid, false, [ACTIVE, FAILED], null],
    ['unpaid, every SIM activated: stays open', PaymentStatus.NotPaid, false, [ACTIVE], null],
    ['refunded, a SIM activated: stays open', PaymentStatus.Refunded, false, [ACTIVE], null],
    ['unpaid, none activated', PaymentStatus.NotPaid, false, [FAILED], OrderStatus.NotFinished],
    ['unpaid, allowed by an administrator', PaymentStatus.NotPaid, true, [ACTIVE], OrderStatus.Finished],
    ['partially refunded', PaymentStatus.PartiallyRefunded, false, [ACTIVE], OrderStatus.Finished],
  ])('%s', (_name, paymentStatus, unpaidServiceAllowed, sims, expected) => {
    const order = { ...settling(OrderStatus.InProcess, sims), paymentStatus, unpaidServiceAllowed };
    expect(orderStatusWhenSimsSettle(order)).toBe(expected);
  });

  it('knows the final SIM statuses', () => {
    expect([0, 1, 6, 7, 8, 9, 100].map(isSimStatusFinal)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
