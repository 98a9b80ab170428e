import { type APIRequestContext, expect } from '@playwright/test';

import { apiGet } from '../support/api';
import { E2E_BSS_PORT } from '../support/environment';

/**
 * The demo seed's orders are picked by their state through the REST contract, never by fixed ids:
 * the seed may change, and the tests change the orders they pick.
 */

export interface ListRow {
  id: number;
  uuid: string;
  create_at: string;
  first_name: string;
  last_name: string;
  email: string;
  amount: string;
  status: number;
  payment_status: number;
  is_esim: number;
  product_uuid: string;
  esim_count: number;
  psim_count: number;
}

export interface OrderProduct {
  uuid: string;
  id: number;
  offer_name: string;
  sim_status: number;
  is_esim: number;
  error_bss: string | null;
  is_send_bss: number;
  external_id: string | null;
  portation_mobile_number: string | null;
  portation_donor_network: string | null;
  table_items: { type: string; name: string; price: string }[];
}

export interface OrderDetail {
  order_info: { id: number; status: number; amount: string; note: string };
  order_payment: { payment_status: number; payment_sum: string; refund_sum: string };
  customer_info: { email: string; phone: string };
  product_data: OrderProduct[];
  billing_problem: boolean;
}

/** Today in Europe/Rome, YYYY-MM-DD, shifted by `days`. */
export function romeDay(days = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 3600 * 1000));
  return day;
}

/** Every row (one per SIM) of the last 90 days: the demo orders span the 60 days before the start. */
export async function allRows(request: APIRequestContext, token: string): Promise<ListRow[]> {
  const query = new URLSearchParams({
    startDate: `${romeDay(-90)} 00:00:00`,
    endDate: `${romeDay()} 23:59:59`,
  });
  const answer = await apiGet<{ data: ListRow[] }>(request, `/api/web-api/orders/get-list?${query}`, token);
  return answer.data;
}

export async function getOrder(
  request: APIRequestContext,
  token: string,
  uuid: string,
): Promise<OrderDetail> {
  return (await apiGet<{ data: OrderDetail }>(request, `/api/web-api/order/get?uuid=${uuid}`, token)).data;
}

/** Orders by uuid, in the list's order (newest first), with their rows. */
function ordersOf(rows: readonly ListRow[]): Map<string, ListRow[]> {
  const orders = new Map<string, ListRow[]>();
  for (const row of rows) orders.set(row.uuid, [...(orders.get(row.uuid) ?? []), row]);
  return orders;
}

/**
 * The first order whose list rows pass `rows` and whose detail passes `detail`, skipping `taken`
 * (orders an earlier step of the same test already uses).
 */
export async function findOrder(
  request: APIRequestContext,
  token: string,
  match: { rows?: (rows: ListRow[]) => boolean; detail?: (order: OrderDetail) => boolean },
  taken: ReadonlySet<string> = new Set(),
): Promise<{ uuid: string; order: OrderDetail }> {
  for (const [uuid, rows] of ordersOf(await allRows(request, token))) {
    if (taken.has(uuid) || (match.rows && !match.rows(rows))) continue;
    const order = await getOrder(request, token, uuid);
    if (!match.detail || match.detail(order)) return { uuid, order };
  }
  expect(false, 'the demo seed has an order in the state the test needs').toBe(true);
  throw new Error('unreachable');
}

/** A Paid order with at least `atLeast` euro left to refund, and what is left. */
export async function findRefundableOrder(request: APIRequestContext, token: string, atLeast = 5) {
  const restOf = (order: OrderDetail) =>
    Number(order.order_payment.payment_sum) - Number(order.order_payment.refund_sum);
  const found = await findOrder(request, token, {
    detail: (candidate) => candidate.order_payment.payment_status === 1 && restOf(candidate) >= atLeast,
  });
  return { ...found, rest: restOf(found.order) };
}

export const SimStatus = {
  NoActive: 0,
  AcceptedFromCompletedKYC: 7,
  CancelledFailedKYC: 8,
  CancelledByCustomer: 9,
};
/** Statuses a SIM may be cancelled from alone (pending 1-6 and the logistic 100-102). */
export const SINGLY_CANCELLABLE = [1, 2, 3, 4, 5, 6, 100, 101, 102];
export const isCancelled = (simStatus: number) => simStatus === 8 || simStatus === 9;

/** Euro text as the screens write it: '12,50 €'. */
export const euroText = (amount: string | number) => `${Number(amount).toFixed(2).replace('.', ',')} €`;

const address = {
  street_name: 'Via Roma',
  street_number: '1',
  city: 'Milano',
  province: 'MI',
  zip_code: '20121',
  country: 'Italia',
};

/**
 * A new order through the sales channels' intake call (POST /api/web-api/orders/create), as a web
 * shop would place it: one eSIM of the first offer the intake accepts; unless `paid` is false the
 * shop then charges its amount at the payment provider and confirms the payment. Answers its number
 * and uuid.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  customer: { first_name: string; last_name: string; email: string },
  { paid = true }: { paid?: boolean } = {},
): Promise<{ id: number; uuid: string }> {
  const offers = await apiGet<{ data: Array<{ uuid: string }> }>(
    request,
    '/api/shop/offer/get-offers?page=1&pageSize=50',
    token,
  );
  for (const offer of offers.data) {
    const answer = await request.post('/api/web-api/orders/create', {
      headers: {
        'content-type': 'application/json',
        'x-session-token': token,
        'x-tenant': 'null',
        'idempotency-key': `e2e-${crypto.randomUUID()}`,
      },
      data: {
        platform: 'web',
        customer_info: {
          ...customer,
          fiscal_code: 'RSSMRA80A01H501U',
          birth_place: 'Milano',
          date_of_birth: '1980-01-01',
          gender: 'm',
          phone: '+393331234567',
        },
        delivery_info: address,
        residential_info: address,
        products: [{ offer_uuid: offer.uuid, is_esim: 1 }],
      },
    });
    if (answer.ok()) {
      const { response } = (await answer.json()) as {
        response: { id: number; uuid: string; amount: string };
      };
      if (paid) await payOrder(request, token, response);
      return { id: response.id, uuid: response.uuid };
    }
  }
  throw new Error('no offer of the demo catalogue takes an order');
}

/**
 * What a shop does once its customer paid: the charge at the payment provider, then (unless `confirm`
 * is false) confirm-payment.
 */
export async function payOrder(
  request: APIRequestContext,
  token: string,
  order: { uuid: string; amount: string },
  { confirm = true }: { confirm?: boolean } = {},
) {
  const charge = await request.post(`http://127.0.0.1:${E2E_BSS_PORT}/v1/payments/charges`, {
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${order.uuid}` },
    data: {
      PaymentReference: order.uuid,
      AmountCents: Math.round(Number(order.amount) * 100),
      Currency: 'EUR',
      Card: { Brand: 'VISA', Last4: '4242' },
    },
  });
  expect(charge.ok()).toBe(true);
  if (!confirm) return;
  const confirmed = await request.post('/api/web-api/order/confirm-payment', {
    headers: { 'content-type': 'application/json', 'x-session-token': token, 'x-tenant': 'null' },
    data: { order_uuid: order.uuid },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
