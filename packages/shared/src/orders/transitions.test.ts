import { describe, expect, it } from 'vitest';

import {
  ORDER_STATUSES,
  OrderStatus,
  PAYMENT_STATUSES,
  PaymentStatus,
  SIM_STATUSES,
  SimStatus,
} from '../enums/orders';
import {
  decideTransition,
  isActivatedUnpaid,
  offeredOrderActions,
  paymentStatusName,
  serviceRefusal,
  TRANSITION_MESSAGES,
  offeredProductActions,
  type OrderSnapshot,
  refundableRest,
  reservedRefundSum,
  refundRefusal,
  simStatusOnOrderCancel,
} from './transitions';

const order = (change: Partial<OrderSnapshot> = {}): OrderSnapshot => ({
  status: OrderStatus.New,
  paymentStatus: PaymentStatus.Paid,
  paymentSum: '30.30',
  refundSum: '10.10',
  products: [{ simStatus: SimStatus.New }, { simStatus: SimStatus.New }],
  unpaidServiceAllowed: false,
  ...change,
});

const allowedFrom = (statuses: readonly number[], decide: (from: number) => { allowed: boolean }) =>
  statuses.filter((from) => decide(from).allowed);

describe('order status moves', () => {
  it('moves New to InProcess and InProcess to InDelivery, nothing else', () => {
    const toProgress = (from: number) =>
      decideTransition({ machine: 'order', action: 'to-progress', from }, order({ status: from }));
    const toDelivery = (from: number) =>
      decideTransition({ machine: 'order', action: 'to-delivery', from }, order({ status: from }));
    expect(allowedFrom(ORDER_STATUSES, toProgress)).toEqual([OrderStatus.New]);
    expect(allowedFrom(ORDER_STATUSES, toDelivery)).toEqual([OrderStatus.InProcess]);
    expect(toProgress(OrderStatus.New)).toMatchObject({ transition: { to: OrderStatus.InProcess } });
    expect(toDelivery(OrderStatus.InProcess)).toMatchObject({ transition: { to: OrderStatus.InDelivery } });
    expect(toProgress(OrderStatus.Cancelled)).toEqual({
      allowed: false,
      reason: 'Only a New order can be moved to InProcess; this order is Cancelled',
    });
  });

  it('moves an order into processing or delivery only when paid, or allowed unpaid by an administrator', () => {
    for (const [action, from] of [
      ['to-progress', OrderStatus.New],
      ['to-delivery', OrderStatus.InProcess],
    ] as const) {
      const move = (change: Partial<OrderSnapshot>) =>
        decideTransition({ machine: 'order', action, from }, order({ status: from, ...change }));
      expect(
        PAYMENT_STATUSES.filter((paymentStatus) => move({ paymentStatus }).allowed).map(paymentStatusName),
      ).toEqual(['Paid', 'PartiallyRefunded']);
      expect(move({ paymentStatus: PaymentStatus.NotPaid })).toEqual({
        allowed: false,
        reason: TRANSITION_MESSAGES.notPaid,
      });
      expect(move({ paymentStatus: PaymentStatus.NotPaid, unpaidServiceAllowed: true })).toMatchObject({
        allowed: true,
      });
    }
  });

  it('calls an unpaid order with an activated SIM a problem', () => {
    const activated = [{ simStatus: SimStatus.AcceptedFromCompletedKYC }, { simStatus: SimStatus.New }];
    expect(isActivatedUnpaid(order({ paymentStatus: PaymentStatus.NotPaid, products: activated }))).toBe(
      true,
    );
    expect(isActivatedUnpaid(order({ paymentStatus: PaymentStatus.Paid, products: activated }))).toBe(false);
    expect(isActivatedUnpaid(order({ paymentStatus: PaymentStatus.NotPaid }))).toBe(false);
    expect(serviceRefusal(order({ paymentStatus: PaymentStatus.Refunded }))).toBe(
      TRANSITION_MESSAGES.notPaid,
    );
  });

  it('cancels an order unless NotFinished, Cancelled or Finished', () => {
    const cancel = (from: number) =>
      decideTransition({ machine: 'order', action: 'cancel', from }, order({ status: from }));
    expect(allowedFrom(ORDER_STATUSES, cancel)).toEqual([0, 1, 2, 3, 4]);
    expect(cancel(OrderStatus.Finished)).toEqual({
      allowed: false,
      reason: 'An order that is Finished cannot be cancelled',
    });
    expect(cancel(42)).toMatchObject({ allowed: false });
  });

  it('carries every SIM not already cancelled to CancelledByCustomer', () => {
    for (const status of SIM_STATUSES) {
      const cancelled = status === SimStatus.CancelledByCustomer || status === SimStatus.CancelledFailedKYC;
      expect([status, simStatusOnOrderCancel(status)]).toEqual([
        status,
        cancelled ? null : SimStatus.CancelledByCustomer,
      ]);
    }
  });
});

describe('cancelling one SIM', () => {
  const changeSim = (from: number, to: number = SimStatus.CancelledByCustomer, products = 2) =>
    decideTransition(
      { machine: 'sim', action: 'change-sim-status', from, to },
      order({ products: Array.from({ length: products }, () => ({ simStatus: from })) }),
    );

  it('is allowed from 1 to 6 and 100 to 102 in an order of several products', () => {
    expect(allowedFrom(SIM_STATUSES, (from) => changeSim(from))).toEqual([1, 2, 3, 4, 5, 6, 100, 101, 102]);
    expect(changeSim(SimStatus.AcceptedFromCompletedKYC)).toEqual({
      allowed: false,
      reason: 'A SIM that is AcceptedFromCompletedKYC cannot be cancelled',
    });
  });

  it('is refused in an order of one product', () => {
    expect(allowedFrom(SIM_STATUSES, (from) => changeSim(from, SimStatus.CancelledByCustomer, 1))).toEqual(
      [],
    );
    expect(changeSim(SimStatus.PendingWaitingKYC, SimStatus.CancelledByCustomer, 1)).toEqual({
      allowed: false,
      reason: 'A single SIM can be cancelled only in an order of several products; cancel the order instead',
    });
  });

  it('takes no target but CancelledByCustomer', () => {
    for (const to of SIM_STATUSES.filter((status) => status !== SimStatus.CancelledByCustomer)) {
      expect(allowedFrom(SIM_STATUSES, (from) => changeSim(from, to))).toEqual([]);
    }
    expect(changeSim(SimStatus.New, SimStatus.PendingWaitingKYC)).toEqual({
      allowed: false,
      reason: 'This action can only set CancelledByCustomer, not PendingWaitingKYC',
    });
  });
});

describe('payment status by hand', () => {
  const toRefunded = (from: number, to: number, simStatuses: number[]) =>
    decideTransition(
      { machine: 'payment', action: 'to-refunded', from, to },
      order({ paymentStatus: from, products: simStatuses.map((simStatus) => ({ simStatus })) }),
    );

  it('sets Refunded or PartiallyRefunded only when Paid with a cancelled SIM (8 or 9)', () => {
    for (const to of [PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded]) {
      expect(
        allowedFrom(PAYMENT_STATUSES, (from) => toRefunded(from, to, [SimStatus.CancelledFailedKYC, 2])),
      ).toEqual([PaymentStatus.Paid]);
      expect(toRefunded(PaymentStatus.Paid, to, [SimStatus.CancelledByCustomer])).toMatchObject({
        allowed: true,
      });
      for (const simStatus of SIM_STATUSES.filter((status) => status !== 8 && status !== 9)) {
        expect(toRefunded(PaymentStatus.Paid, to, [simStatus, simStatus])).toMatchObject({ allowed: false });
      }
    }
    expect(toRefunded(PaymentStatus.Paid, PaymentStatus.Refunded, [SimStatus.New])).toEqual({
      allowed: false,
      reason:
        'The payment status can be set to Refunded or PartiallyRefunded only when at least one SIM is cancelled',
    });
    expect(
      toRefunded(PaymentStatus.Paid, PaymentStatus.NotPaid, [SimStatus.CancelledByCustomer]),
    ).toMatchObject({
      allowed: false,
    });
  });
});

describe('refunds', () => {
  it('leaves payment_sum minus refund_sum to refund, never below 0', () => {
    expect(refundableRest(order()).toFixed(2)).toBe('20.20');
    expect(refundableRest(order({ paymentSum: 5, refundSum: 7 })).toFixed(2)).toBe('0.00');
  });

  it('reserves the amounts of refunds still pending', () => {
    expect(reservedRefundSum('10.00', []).toFixed(2)).toBe('10.00');
    expect(reservedRefundSum('10.00', ['2.50', '0.10']).toFixed(2)).toBe('12.60');
    const paid = order({ paymentSum: '30.20', refundSum: reservedRefundSum('10.00', ['2.50']) });
    expect(refundableRest(paid).toFixed(2)).toBe('17.70');
  });

  it('refunds only a Paid or PartiallyRefunded order', () => {
    expect(
      PAYMENT_STATUSES.filter((paymentStatus) => refundRefusal(order({ paymentStatus }), '1') === null),
    ).toEqual([PaymentStatus.Paid, PaymentStatus.PartiallyRefunded]);
  });

  it('takes a positive decimal not above what is left', () => {
    expect(refundRefusal(order(), '20.20')).toBeNull();
    expect(refundRefusal(order(), '20,2')).toBeNull();
    expect(refundRefusal(order(), '0.01')).toBeNull();
    expect(refundRefusal(order(), '20.21')).toBe('The amount must be at most 20.20');
    expect(refundRefusal(order(), 0)).toBe('The refund amount must be greater than 0');
    expect(refundRefusal(order(), '-1')).toBe('The refund amount must be greater than 0');
    expect(refundRefusal(order(), 'ten')).toBe('Please enter a number');
    expect(refundRefusal(order(), undefined)).toBe('Please enter a number');
    // 0.1 + 0.2 in floating point is above 0.3; in decimals it is exactly the rest.
    expect(refundRefusal(order({ paymentSum: '0.3', refundSum: '0.1' }), '0.2')).toBeNull();
  });

  it('leaves the payment PartiallyRefunded while something is left, Refunded once nothing is', () => {
    const refund = (amount: string, paymentStatus: number = PaymentStatus.Paid) =>
      decideTransition(
        { machine: 'payment', action: 'refund', from: paymentStatus },
        order({ paymentStatus }),
        { amount },
      );
    expect(refund('5')).toMatchObject({ transition: { to: PaymentStatus.PartiallyRefunded } });
    expect(refund('20.20')).toMatchObject({ transition: { to: PaymentStatus.Refunded } });
    expect(refund('5', PaymentStatus.PartiallyRefunded)).toMatchObject({
      transition: { to: PaymentStatus.PartiallyRefunded },
    });
    expect(refund('30')).toEqual({ allowed: false, reason: 'The amount must be at most 20.20' });
    expect(refund('5', PaymentStatus.Refunded)).toEqual({
      allowed: false,
      reason: 'Only a Paid or PartiallyRefunded order can be refunded',
    });
  });
});

describe('moves reported by the billing system', () => {
  it('changes a SIM only while it is not final (7, 8, 9)', () => {
    const report = (from: number, to: number) =>
      decideTransition({ machine: 'sim', action: 'bss-report', from, to }, order());
    expect(allowedFrom(SIM_STATUSES, (from) => report(from, SimStatus.AcceptedFromCompletedKYC))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 100, 101, 102,
    ]);
    expect(report(SimStatus.CancelledByCustomer, SimStatus.PendingWaitingKYC)).toEqual({
      allowed: false,
      reason: 'A SIM that is CancelledByCustomer is final; the billing system cannot change it',
    });
  });

  it('closes only an open order, once every SIM is settled', () => {
    const settle = (from: number, simStatuses: number[]) =>
      decideTransition(
        { machine: 'order', action: 'settle', from },
        order({ status: from, products: simStatuses.map((simStatus) => ({ simStatus })) }),
      );
    expect(allowedFrom(ORDER_STATUSES, (from) => settle(from, [7, 7]))).toEqual([0, 1, 2, 3]);
    expect(settle(OrderStatus.InDelivery, [7, 8])).toMatchObject({
      transition: { to: OrderStatus.PartiallyFinished },
    });
    expect(settle(OrderStatus.InDelivery, [9, 8])).toMatchObject({
      transition: { to: OrderStatus.NotFinished },
    });
    expect(settle(OrderStatus.InDelivery, [7, 2])).toEqual({
      allowed: false,
      reason: 'A SIM of the order is still waiting for the billing system',
    });
  });
});

describe('offered actions', () => {
  it('offers what the table allows for the order', () => {
    expect(offeredOrderActions(order())).toEqual([
      { machine: 'order', action: 'to-progress', to: OrderStatus.InProcess },
      { machine: 'order', action: 'cancel', to: OrderStatus.Cancelled },
      { machine: 'payment', action: 'refund', to: PaymentStatus.Refunded },
    ]);
    const cancelledSim = order({
      status: OrderStatus.InProcess,
      products: [{ simStatus: SimStatus.CancelledByCustomer }, { simStatus: SimStatus.InProcess }],
    });
    expect(offeredOrderActions(cancelledSim).map((offer) => [offer.action, offer.to])).toEqual([
      ['to-delivery', OrderStatus.InDelivery],
      ['cancel', OrderStatus.Cancelled],
      ['to-refunded', PaymentStatus.PartiallyRefunded],
      ['to-refunded', PaymentStatus.Refunded],
      ['refund', PaymentStatus.Refunded],
    ]);
    const finishedAndRefunded = order({
      status: OrderStatus.Finished,
      paymentStatus: PaymentStatus.PartiallyRefunded,
      refundSum: '30.30',
    });
    expect(offeredOrderActions(finishedAndRefunded)).toEqual([]);
  });

  it('offers cancelling one SIM by the same rule', () => {
    expect(offeredProductActions(order(), SimStatus.PendingWaitingKYC)).toEqual([
      { machine: 'sim', action: 'change-sim-status', to: SimStatus.CancelledByCustomer },
    ]);
    expect(offeredProductActions(order(), SimStatus.AcceptedFromCompletedKYC)).toEqual([]);
    expect(
      offeredProductActions(order({ products: [{ simStatus: 1 }] }), SimStatus.PendingStartActivation),
    ).toEqual([]);
  });
});
