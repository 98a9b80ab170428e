import { type Locale, type OrderStateKind, ReportType } from '@backoffice/shared';

/**
 * The columns of each report type (docs/reports.md explains the choice). `kind` decides how a value
 * is written: text as is (neutralised against formulas), amount as a euro number with two decimals,
 * count as an integer, status and payment_status as their names in files and numbers in JSON.
 */
export type ReportColumnKind = 'text' | 'amount' | 'count' | OrderStateKind;

export interface ReportColumn {
  key: string;
  /** The header in each language; the file and the answer use the requesting user's (Accept-Language). */
  labels: Record<Locale, string>;
  kind: ReportColumnKind;
  /** Column width in the XLSX file (characters). */
  width: number;
}

/** Italian headers, by English header. */
const ITALIAN = {
  'Created at': 'Creato il',
  Order: 'Ordine',
  'First name': 'Nome',
  'Last name': 'Cognome',
  Email: 'Email',
  Phone: 'Telefono',
  Street: 'Via',
  Number: 'Civico',
  City: 'Città',
  Province: 'Provincia',
  'ZIP code': 'CAP',
  Country: 'Paese',
  'Physical SIMs': 'SIM fisiche',
  SIMs: 'SIM',
  Note: 'Nota',
  Tracking: 'Tracking',
  MSISDN: 'MSISDN',
  'SIM type': 'Tipo di SIM',
  Offer: 'Offerta',
  Platform: 'Piattaforma',
  Result: 'Esito',
  'Fiscal code': 'Codice fiscale',
  Amount: 'Importo',
  Status: 'Stato',
  'Payment status': 'Stato del pagamento',
  eSIMs: 'eSIM',
  Discount: 'Sconto',
  'Discount code': 'Codice sconto',
} as const;

/** A header written in English; the type makes a header without its Italian a compile error. */
type ColumnLabel = keyof typeof ITALIAN;

const col = (key: string, label: ColumnLabel, kind: ReportColumnKind = 'text', width = 16): ReportColumn => ({
  key,
  labels: { en: label, it: ITALIAN[label] },
  kind,
  width,
});

const CUSTOMER = [
  col('create_at', 'Created at', 'text', 20),
  col('id', 'Order', 'count', 10),
  col('first_name', 'First name'),
  col('last_name', 'Last name'),
  col('email', 'Email', 'text', 28),
  col('phone', 'Phone'),
];

export const REPORT_COLUMNS: Record<ReportType, readonly ReportColumn[]> = {
  [ReportType.Logistics]: [
    ...CUSTOMER,
    col('street_name', 'Street', 'text', 24),
    col('street_number', 'Number', 'text', 8),
    col('city', 'City'),
    col('province', 'Province', 'text', 8),
    col('zip_code', 'ZIP code', 'text', 8),
    col('country', 'Country', 'text', 10),
    col('psim_count', 'Physical SIMs', 'count', 8),
    col('sim_count', 'SIMs', 'text', 32),
    col('note', 'Note', 'text', 30),
    col('tracking', 'Tracking'),
  ],
  [ReportType.ApnSettings]: [
    ...CUSTOMER,
    col('msisdn', 'MSISDN'),
    col('sim_type', 'SIM type', 'text', 8),
    col('offer_name', 'Offer', 'text', 24),
    col('platform', 'Platform', 'text', 10),
    col('result', 'Result', 'simStatus', 24),
  ],
  [ReportType.OrderData]: [
    ...CUSTOMER,
    col('note', 'Note', 'text', 30),
    col('fiscal_code', 'Fiscal code', 'text', 18),
    col('amount', 'Amount', 'amount', 12),
    col('status', 'Status', 'orderStatus', 14),
    col('payment_status', 'Payment status', 'paymentStatus', 14),
    col('esim_count', 'eSIMs', 'count', 8),
    col('psim_count', 'Physical SIMs', 'count', 8),
    col('discount_amount', 'Discount', 'amount', 12),
    col('platform', 'Platform', 'text', 10),
  ],
  [ReportType.DiscountCodes]: [
    ...CUSTOMER,
    col('discount_code', 'Discount code', 'text', 16),
    col('amount', 'Amount', 'amount', 12),
    col('discount_amount', 'Discount', 'amount', 12),
    col('status', 'Status', 'orderStatus', 14),
    col('payment_status', 'Payment status', 'paymentStatus', 14),
    col('esim_count', 'eSIMs', 'count', 8),
    col('psim_count', 'Physical SIMs', 'count', 8),
  ],
};

/** The order queue's export (services/orders/queue-export.ts): one row per order, as the desk shows it. */
export const ORDER_EXPORT_COLUMNS: readonly ReportColumn[] = [
  ...CUSTOMER,
  col('fiscal_code', 'Fiscal code', 'text', 18),
  col('status', 'Status', 'orderStatus', 14),
  col('payment_status', 'Payment status', 'paymentStatus', 14),
  col('amount', 'Amount', 'amount', 12),
  col('esim_count', 'eSIMs', 'count', 8),
  col('psim_count', 'Physical SIMs', 'count', 8),
  col('tracking', 'Tracking'),
];
