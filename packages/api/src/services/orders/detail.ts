import { rawQueryOf, type PrismaClient } from '@backoffice/db';
import { cents, hasBillingProblem, isActivatedUnpaid, serviceRefusal, toMoney } from '@backoffice/shared';

import { BssCancelStatus } from './bss-cancel';
import { bssSendRunning } from './send-to-bss';

/** An instant as the contract writes it (`toISOString`: milliseconds, UTC, `Z`). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The order page in one statement, through the driver: the order, its SIMs (by id) and their
 * options (by name) as one JSON value already in the contract's names, amounts as numeric(12,2) text.
 * What is computed (flags, the price rows, the billing problem, the resend marker) is finished in
 * `readOrderDetail`. The bench's bare route sends this same statement.
 */
export const ORDER_DETAIL_SQL = `SELECT json_build_object(
  'order_info', json_build_object('id', o.id, 'create_at', ${iso('o.created_at')}, 'status', o.status,
    'amount', o.amount::text, 'note', o.note, 'version', o.version),
  'bss_resend_started_at', o.bss_resend_started_at,
  'order_payment', json_build_object('payment_status', o.payment_status, 'payment_sum', o.payment_sum::text,
    'refund_sum', o.refund_sum::text, 'shipment_price', o.shipment_price::text,
    'paid_at', ${iso('o.paid_at')}, 'paid_method', o.paid_method, 'paid_data', o.paid_data,
    'unpaid_service_reason', o.unpaid_service_reason),
  'customer_info', json_build_object('first_name', o.first_name, 'last_name', o.last_name,
    'fiscal_code', o.fiscal_code, 'birth_place', o.birth_place,
    'date_of_birth', to_char(o.date_of_birth, 'YYYY-MM-DD'), 'gender', o.gender, 'email', o.email,
    'phone', o.phone),
  'delivery_info', json_build_object('street_name', o.delivery_street_name,
    'street_number', o.delivery_street_number, 'city', o.delivery_city, 'province', o.delivery_province,
    'zip_code', o.delivery_zip_code, 'country', o.delivery_country),
  'residential_info', json_build_object('street_name', o.residential_street_name,
    'street_number', o.residential_street_number, 'city', o.residential_city,
    'province', o.residential_province, 'zip_code', o.residential_zip_code,
    'country', o.residential_country),
  'delivery_track_info', json_build_object('tracking', o.tracking, 'tracking_link', o.tracking_link),
  'product_data', coalesce((SELECT json_agg(json_build_object('uuid', p.uuid, 'id', p.id,
      'offer_id', p.offer_id, 'offer_name', p.offer_name, 'offer_price', p.offer_price::text,
      'sim_status', p.sim_status, 'sim_status_reason', p.sim_status_reason, 'is_esim', p.is_esim,
      'esim_price', p.esim_price::text, 'table_items', p.table_items, 'total_sum', p.total_sum::text,
      'topup_amount', p.topup_amount::text, 'portation_mobile_number', p.portation_mobile_number,
      'portation_donor_network', p.portation_donor_network, 'friend_code', p.friend_code,
      'consent', p.consent, 'external_id', p.external_id, 'external_data', p.external_data,
      'options', coalesce((SELECT json_agg(json_build_object('optional_name', x.optional_name,
          'optional_price', x.optional_price::text) ORDER BY x.optional_name)
        FROM order_product_options x WHERE x.product_id = p.id), '[]'::json),
      'error_bss', p.error_bss, 'is_send_bss', p.is_send_bss, 'bss_cancel_status', p.bss_cancel_status,
      'bss_cancel_error', p.bss_cancel_error) ORDER BY p.id)
    FROM order_products p WHERE p.order_id = o.id), '[]'::json)
) AS detail FROM orders o WHERE o.uuid = $1::uuid`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface StoredProduct {
  uuid: string;
  id: number;
  offer_id: string | null;
  offer_name: string;
  offer_price: string;
  sim_status: number;
  sim_status_reason: string;
  is_esim: boolean;
  esim_price: string;
  table_items: Json;
  total_sum: string;
  topup_amount: string;
  portation_mobile_number: string | null;
  portation_donor_network: string | null;
  friend_code: string | null;
  consent: boolean;
  external_id: string | null;
  external_data: Json;
  options: Array<{ optional_name: string; optional_price: string }>;
  error_bss: string | null;
  is_send_bss: boolean;
  bss_cancel_status: string | null;
  bss_cancel_error: string | null;
}

interface StoredAddress {
  street_name: string;
  street_number: string;
  city: string;
  province: string;
  zip_code: string;
  country: string;
}

interface StoredDetail {
  order_info: {
    id: number;
    create_at: string;
    status: number;
    amount: string;
    note: string;
    version: number;
  };
  bss_resend_started_at: string | null;
  order_payment: {
    payment_status: number;
    payment_sum: string;
    refund_sum: string;
    shipment_price: string;
    paid_at: string | null;
    paid_method: string | null;
    paid_data: Json;
    unpaid_service_reason: string | null;
  };
  customer_info: {
    first_name: string;
    last_name: string;
    fiscal_code: string;
    birth_place: string;
    date_of_birth: string | null;
    gender: string;
    email: string;
    phone: string;
  };
  delivery_info: StoredAddress;
  residential_info: StoredAddress;
  delivery_track_info: { tracking: string; tracking_link: string };
  product_data: StoredProduct[];
}

const money = (value: number | string) => cents(toMoney(value));
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const BSS_CANCEL_STATUSES: readonly string[] = Object.values(BssCancelStatus);
const bssCancelStatusOf = (value: string | null) =>
  value !== null && BSS_CANCEL_STATUSES.includes(value) ? (value as BssCancelStatus) : null;
const jsonText = (value: Json) => (value === null ? null : JSON.stringify(value));
const amountOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? money(value) : null;

/**
 * Price rows as stored by the pricing ([{ type, name, price, discount, total }]), amounts as decimal
 * text. Rows stored before discounts were kept per row read as undiscounted.
 */
function tableItems(value: Json) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    const { type, name, price, discount, total } = item;
    const listPrice = amountOf(price) ?? '0.00';
    return [
      {
        type: typeof type === 'string' ? type : '',
        name: typeof name === 'string' ? name : '',
        price: listPrice,
        discount: amountOf(discount) ?? '0.00',
        total: amountOf(total) ?? listPrice,
      },
    ];
  });
}

/** The order page (spec 002 §3 "Order detail", plus the billing problems and the version), or null. */
export async function readOrderDetail(prisma: PrismaClient, uuid: string) {
  const [row] = await rawQueryOf(prisma)<{ detail: StoredDetail }>(ORDER_DETAIL_SQL, [uuid]);
  if (!row) return null;
  const { bss_resend_started_at: resendStartedAt, ...stored } = row.detail;
  const products = stored.product_data.map((product) => ({
    ...product,
    is_esim: flag(product.is_esim),
    table_items: tableItems(product.table_items),
    consent: flag(product.consent),
    external_data: jsonText(product.external_data),
    is_send_bss: flag(product.is_send_bss),
    bss_cancel_status: bssCancelStatusOf(product.bss_cancel_status),
  }));
  return {
    ...stored,
    order_info: {
      ...stored.order_info,
      bss_resend_running: bssSendRunning(resendStartedAt === null ? null : new Date(resendStartedAt)),
    },
    order_payment: { ...stored.order_payment, paid_data: jsonText(stored.order_payment.paid_data) },
    product_data: products,
    // A SIM of an unpaid order is not sent, so it is no billing problem until the order may be served.
    billing_problem:
      serviceRefusal({
        paymentStatus: stored.order_payment.payment_status,
        unpaidServiceAllowed: stored.order_payment.unpaid_service_reason !== null,
      }) === null && hasBillingProblem(products),
    activated_unpaid: isActivatedUnpaid({
      paymentStatus: stored.order_payment.payment_status,
      products: products.map((product) => ({ simStatus: product.sim_status })),
    }),
  };
}
