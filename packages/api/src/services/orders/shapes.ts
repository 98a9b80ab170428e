import { z } from 'zod';

import { enumRow, ORDER_STATUSES, PAYMENT_STATUSES, SIM_STATUSES, timestampRow } from '@backoffice/shared';

import { dataResponse } from '../../contract';
import { BssCancelStatus } from './bss-cancel';

/** Amounts travel as decimal text with two places ('19.90'). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const flag = z.union([z.literal(0), z.literal(1)]);
const timestamp = timestampRow;
const count = z.number().int().nonnegative();

/** Spec 002 §3 "Order list row", one per SIM, plus the SIM's uuid and the order's SIM counts. */
export const orderListRowSchema = z.object({
  id: z.number().int().describe('Order number'),
  uuid: z.string(),
  create_at: timestamp,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  fiscal_code: z.string(),
  phone: z.string(),
  amount: money,
  status: enumRow(ORDER_STATUSES),
  payment_status: enumRow(PAYMENT_STATUSES),
  is_esim: flag.describe('This SIM: 1 eSIM, 0 physical SIM'),
  product_uuid: z.string(),
  esim_count: count.describe("The order's eSIMs"),
  psim_count: count.describe("The order's physical SIMs"),
});

/** `total` comes with a page (page/pageSize); the whole range has none. */
export const getOrderListOutput = z.object({
  data: z.array(orderListRowSchema),
  total: count.optional(),
});

const address = z.object({
  street_name: z.string(),
  street_number: z.string(),
  city: z.string(),
  province: z.string(),
  zip_code: z.string(),
  country: z.string(),
});

export const orderDetailSchema = z.object({
  order_info: z.object({
    id: z.number().int(),
    create_at: timestamp,
    status: enumRow(ORDER_STATUSES),
    amount: money,
    note: z.string(),
    bss_resend_running: z
      .boolean()
      .describe('A send of products to the billing system is under way (extension): Resend product waits'),
    version: z
      .number()
      .int()
      .describe(
        'The order version (extension): send it with an action to have it refused (409) if the order moved on',
      ),
  }),
  order_payment: z.object({
    payment_status: enumRow(PAYMENT_STATUSES),
    payment_sum: money,
    refund_sum: money,
    shipment_price: money,
    paid_at: timestamp.nullable(),
    paid_method: z.string().nullable(),
    paid_data: z
      .string()
      .nullable()
      .describe(
        'JSON text: responseTimeStamp, totalAmount, cardCompany or brand, cardNumber or pan, externalAccountDescription',
      ),
    unpaid_service_reason: z
      .string()
      .nullable()
      .describe('Why an administrator allowed serving the order without payment (extension), or null'),
  }),
  customer_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    fiscal_code: z.string(),
    birth_place: z.string(),
    date_of_birth: z.iso.date().nullable(),
    gender: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery_info: address,
  residential_info: address,
  delivery_track_info: z.object({ tracking: z.string(), tracking_link: z.string() }),
  product_data: z.array(
    z.object({
      uuid: z.string(),
      id: z.number().int(),
      offer_id: z.string().nullable(),
      offer_name: z.string(),
      offer_price: money,
      sim_status: enumRow(SIM_STATUSES),
      sim_status_reason: z.string(),
      is_esim: flag,
      esim_price: money,
      table_items: z.array(
        z.object({
          type: z.string(),
          name: z.string(),
          price: money,
          discount: money.describe('What the discount code took off this row (extension)'),
          total: money.describe('The row after the discount (extension)'),
        }),
      ),
      total_sum: money,
      topup_amount: money,
      portation_mobile_number: z.string().nullable(),
      portation_donor_network: z.string().nullable(),
      friend_code: z.string().nullable(),
      consent: flag,
      external_id: z.string().nullable(),
      external_data: z.string().nullable().describe('JSON text of the billing system order'),
      options: z.array(z.object({ optional_name: z.string(), optional_price: money })),
      error_bss: z.string().nullable(),
      is_send_bss: flag,
      bss_cancel_status: z
        .enum(BssCancelStatus)
        .nullable()
        .describe(
          'The SIM cancelled here, in the billing system (extension): pending until it confirms, done, or refused; null when it never had the SIM',
        ),
      bss_cancel_error: z
        .string()
        .nullable()
        .describe("Why the last attempt failed, or the billing system's refusal (extension)"),
    }),
  ),
  billing_problem: z
    .boolean()
    .describe(
      'A SIM that is not cancelled has a billing-system error or was never sent to the billing system: a resend can send it',
    ),
  activated_unpaid: z
    .boolean()
    .describe('A SIM of the order is activated while the order is not paid (extension): a problem to settle'),
});

export const getOrderOutput = dataResponse(orderDetailSchema);

export const getOrderHistoryOutput = dataResponse(
  z.array(
    z.object({
      uuid: z.string(),
      type: z.string(),
      field: z.string().nullable().describe('The field a ChangeValue row changed (extension)'),
      from: z.string().nullable(),
      to: z.string().nullable(),
      email: z.string(),
      create_at: timestamp,
    }),
  ),
);

export const getRefundHistoryOutput = dataResponse(
  z.array(
    z.object({
      uuid: z.string(),
      refund_status: z.string(),
      amount: money,
      email: z.string(),
      create_at: timestamp,
    }),
  ),
);
