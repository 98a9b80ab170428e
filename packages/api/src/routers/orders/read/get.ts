import { z } from 'zod';

import { type Prisma } from '@backoffice/db';
import { cents, hasBillingProblem, toMoney, uuidSchema } from '@backoffice/shared';

import { notFound } from '../../../errors';
import { BssCancelStatus, bssSendRunning } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { getOrderOutput } from './shapes';

const money = (value: Prisma.Decimal | number | string) => cents(toMoney(value));
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const BSS_CANCEL_STATUSES: readonly string[] = Object.values(BssCancelStatus);
const bssCancelStatusOf = (value: string | null) =>
  value !== null && BSS_CANCEL_STATUSES.includes(value) ? (value as BssCancelStatus) : null;
const jsonText = (value: Prisma.JsonValue | null) => (value === null ? null : JSON.stringify(value));

const amountOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? money(value) : null;

/**
 * Price rows as stored by the pricing ([{ type, name, price, discount, total }]), amounts as decimal
 * text. Rows stored before discounts were kept per row read as undiscounted.
 */
function tableItems(value: Prisma.JsonValue) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    const { type, name, price, discount, total } = item as Record<string, unknown>;
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

/** One order with its SIMs and their options: three statements, whatever the number of SIMs. */
const detailInclude = {
  products: {
    orderBy: { id: 'asc' },
    include: { options: { orderBy: { optionalName: 'asc' } } },
  },
} satisfies Prisma.OrderInclude;

type OrderWithProducts = Prisma.OrderGetPayload<{ include: typeof detailInclude }>;

export function toOrderDetail(order: OrderWithProducts) {
  const products = order.products.map((product) => ({
    uuid: product.uuid,
    id: product.id,
    offer_id: product.offerId,
    offer_name: product.offerName,
    offer_price: money(product.offerPrice),
    sim_status: product.simStatus,
    sim_status_reason: product.simStatusReason,
    is_esim: flag(product.isEsim),
    esim_price: money(product.esimPrice),
    table_items: tableItems(product.tableItems),
    total_sum: money(product.totalSum),
    topup_amount: money(product.topupAmount),
    portation_mobile_number: product.portationMobileNumber,
    portation_donor_network: product.portationDonorNetwork,
    friend_code: product.friendCode,
    consent: flag(product.consent),
    external_id: product.externalId,
    external_data: jsonText(product.externalData),
    options: product.options.map((option) => ({
      optional_name: option.optionalName,
      optional_price: money(option.optionalPrice),
    })),
    error_bss: product.errorBss,
    is_send_bss: flag(product.isSendBss),
    bss_cancel_status: bssCancelStatusOf(product.bssCancelStatus),
    bss_cancel_error: product.bssCancelError,
  }));
  return {
    order_info: {
      id: order.id,
      create_at: order.createdAt.toISOString(),
      status: order.status,
      amount: money(order.amount),
      note: order.note,
      bss_resend_running: bssSendRunning(order.bssResendStartedAt),
      version: order.version,
    },
    order_payment: {
      payment_status: order.paymentStatus,
      payment_sum: money(order.paymentSum),
      refund_sum: money(order.refundSum),
      shipment_price: money(order.shipmentPrice),
      paid_at: order.paidAt?.toISOString() ?? null,
      paid_method: order.paidMethod,
      paid_data: jsonText(order.paidData),
    },
    customer_info: {
      first_name: order.firstName,
      last_name: order.lastName,
      fiscal_code: order.fiscalCode,
      birth_place: order.birthPlace,
      date_of_birth: order.dateOfBirth ? order.dateOfBirth.toISOString().slice(0, 10) : null,
      gender: order.gender,
      email: order.email,
      phone: order.phone,
    },
    delivery_info: {
      street_name: order.deliveryStreetName,
      street_number: order.deliveryStreetNumber,
      city: order.deliveryCity,
      province: order.deliveryProvince,
      zip_code: order.deliveryZipCode,
      country: order.deliveryCountry,
    },
    residential_info: {
      street_name: order.residentialStreetName,
      street_number: order.residentialStreetNumber,
      city: order.residentialCity,
      province: order.residentialProvince,
      zip_code: order.residentialZipCode,
      country: order.residentialCountry,
    },
    delivery_track_info: { tracking: order.tracking, tracking_link: order.trackingLink },
    product_data: products,
    billing_problem: hasBillingProblem(products),
  };
}

/** The order page: spec 002 §3 "Order detail", plus whether a SIM has a billing problem. */
export const get = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/get',
      tags: ['orders'],
      summary: 'One order with its SIMs',
    },
  })
  .input(z.object({ uuid: uuidSchema }))
  .output(getOrderOutput)
  .query(async ({ ctx, input }) => {
    const order = await ctx.prisma.order.findUnique({ where: { uuid: input.uuid }, include: detailInclude });
    if (!order) throw notFound('Order');
    return { data: toOrderDetail(order) };
  });
