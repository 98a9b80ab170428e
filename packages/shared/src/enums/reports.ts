import { type ValueOf } from './enum-helpers';

export const ReportType = { Logistics: 0, ApnSettings: 1, OrderData: 2, DiscountCodes: 3 } as const;
export type ReportType = ValueOf<typeof ReportType>;
export const REPORT_TYPES: readonly ReportType[] = Object.values(ReportType);

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  [ReportType.Logistics]: 'Logistics department',
  [ReportType.ApnSettings]: 'APN settings',
  [ReportType.OrderData]: 'Order data',
  [ReportType.DiscountCodes]: 'Discount codes',
};
