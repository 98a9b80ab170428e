import { describe, expect, it } from 'vitest';
import {
  activationPriceKind,
  hasBillingProblem,
  isSimStatusRowVisible,
  isWithinTotalRange,
  ORDER_STATUSES,
  orderStatusTone,
  OrderStatus,
  SIM_STATUSES,
  SimStatus,
  simStatusGroup,
  simStatusTone,
} from './orders';

describe('order status', () => {
  it('numbers the statuses 0..7', () => {
    expect(ORDER_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(OrderStatus.Finished).toBe(7);
  });

  it('gives each status its own colour, Cancelled red and Finished green', () => {
    const tones = ORDER_STATUSES.map(orderStatusTone);
    expect(new Set(tones).size).toBe(ORDER_STATUSES.length);
    expect(orderStatusTone(OrderStatus.Cancelled)).toBe('red');
    expect(orderStatusTone(OrderStatus.Finished)).toBe('green');
    expect(orderStatusTone(99)).toBe('gray');
  });
});

describe('SIM status', () => {
  it('includes 0..9 and 100..102', () => {
    expect(SIM_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 101, 102]);
  });

  it('groups pending 1-6 orange, activated 7 green, cancelled 8-9 red', () => {
    for (const status of [1, 2, 3, 4, 5, 6]) {
      expect(simStatusGroup(status)).toBe('pending');
      expect(simStatusTone(status)).toBe('orange');
    }
    expect(simStatusTone(7)).toBe('green');
    expect(simStatusGroup(7)).toBe('activated');
    expect(simStatusTone(8)).toBe('red');
    expect(simStatusTone(9)).toBe('red');
    expect(simStatusGroup(0)).toBeNull();
    expect(simStatusTone(0)).toBe('gray');
    expect(simStatusTone(100)).toBe('gray');
  });

  it('hides the status row for NoActive', () => {
    expect(isSimStatusRowVisible(SimStatus.NoActive)).toBe(false);
    expect(isSimStatusRowVisible(SimStatus.PendingWaitingKYC)).toBe(true);
  });
});

describe('other order rules', () => {
  it('flags billing problems a resend can solve', () => {
    const open = SimStatus.PendingWaitingKYC;
    expect(hasBillingProblem([{ error_bss: null, is_send_bss: true, sim_status: open }])).toBe(false);
    expect(
      hasBillingProblem([
        { error_bss: null, is_send_bss: 1, sim_status: open },
        { error_bss: 'timeout', is_send_bss: 1, sim_status: open },
      ]),
    ).toBe(true);
    expect(hasBillingProblem([{ error_bss: '', is_send_bss: 0, sim_status: SimStatus.New }])).toBe(true);
    expect(hasBillingProblem([])).toBe(false);
    // Cancelled SIMs are never resent, whatever their billing error.
    expect(
      hasBillingProblem([
        { error_bss: 'timeout', is_send_bss: 0, sim_status: SimStatus.CancelledByCustomer },
        { error_bss: null, is_send_bss: 0, sim_status: SimStatus.CancelledFailedKYC },
      ]),
    ).toBe(false);
  });

  it('filters totals inclusively with either bound alone', () => {
    expect(isWithinTotalRange(10, 10, 20)).toBe(true);
    expect(isWithinTotalRange(20, 10, 20)).toBe(true);
    expect(isWithinTotalRange(9.99, 10, 20)).toBe(false);
    expect(isWithinTotalRange(20.01, null, 20)).toBe(false);
    expect(isWithinTotalRange(1000, 10)).toBe(true);
    expect(isWithinTotalRange(5)).toBe(true);
  });

  it('picks the activation price from the donor network code', () => {
    expect(activationPriceKind('29')).toBe('firstNamedNetwork');
    expect(activationPriceKind(29)).toBe('firstNamedNetwork');
    expect(activationPriceKind('30')).toBe('otherNetworks');
    expect(activationPriceKind(null)).toBe('newActivation');
    expect(activationPriceKind('')).toBe('newActivation');
  });
});
