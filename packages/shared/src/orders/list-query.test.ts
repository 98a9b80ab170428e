import { describe, expect, it } from 'vitest';

import { SIM_STATUSES, SimStatus } from '../enums/orders';
import { DASHBOARD_FIGURES, orderListQuerySchema } from './list-query';

const RANGE = { startDate: '2026-01-10 00:00:00', endDate: '2026-01-20 23:59:59' };

describe('orderListQuerySchema: sim_status', () => {
  it.each([
    ['a comma-joined text', '1,2, 6', [1, 2, 6]],
    ['a repeated parameter', ['7', '8'], [7, 8]],
    ['numbers', [9], [9]],
    ['a logistic status', '100', [100]],
    ['nothing', undefined, []],
  ])('reads %s', (_name, value, expected) => {
    expect(orderListQuerySchema.parse({ ...RANGE, sim_status: value }).sim_status).toEqual(expected);
  });

  it.each([['10'], ['1,x'], ['-1'], ['1.5']])('refuses %s', (value) => {
    const parsed = orderListQuerySchema.safeParse({ ...RANGE, sim_status: value });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['sim_status']);
  });
});

describe('orderListQuerySchema: billing_problem', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    [1, 1],
    [undefined, undefined],
  ])('reads %s', (value, expected) => {
    expect(orderListQuerySchema.parse({ ...RANGE, billing_problem: value }).billing_problem).toBe(expected);
  });

  it.each([['2'], ['yes'], ['-1']])('refuses %s', (value) => {
    const parsed = orderListQuerySchema.safeParse({ ...RANGE, billing_problem: value });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['billing_problem']);
  });
});

describe('DASHBOARD_FIGURES.simFunnel', () => {
  it('gives each activation status (1 to 9) to exactly one stage and leaves the logistic ones out', () => {
    const staged = Object.values(DASHBOARD_FIGURES.simFunnel).flat();
    expect(new Set(staged).size).toBe(staged.length);
    expect([...staged].sort((a, b) => a - b)).toEqual(
      SIM_STATUSES.filter((status) => status >= 1 && status <= 9),
    );
    expect(staged).not.toContain(SimStatus.NoActive);
  });

  it('passes every stage as a valid sim_status filter', () => {
    for (const statuses of Object.values(DASHBOARD_FIGURES.simFunnel)) {
      expect(orderListQuerySchema.parse({ ...RANGE, sim_status: statuses.join(',') }).sim_status).toEqual(
        statuses,
      );
    }
  });
});
