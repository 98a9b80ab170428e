import { describe, expect, it } from 'vitest';

import { OrderStatus, SimStatus } from '../enums/orders';
import { isSimStatusFinal } from './billing';
import { orderStatusWhenSimsSettle } from './transitions';

const {
  AcceptedFromCompletedKYC: ACTIVE,
  CancelledFailedKYC: FAILED,
  CancelledByCustomer: CANCELLED,
} = SimStatus;

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
  ])('%s', (_name, order, sims, expected) => {
    expect(orderStatusWhenSimsSettle(order, sims)).toBe(expected);
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
