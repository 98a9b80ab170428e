import { createHash } from 'node:crypto';

import { fromJsonColumn, type Prisma, toJsonColumn } from '@backoffice/db';
import {
  defined,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderCart,
  OrderHistoryType,
  OrderStatus,
  PaymentStatus,
  pricedLineName,
  pricedOrderAmounts,
  priceOrder,
  type PricingCart,
  SimStatus,
} from '@backoffice/shared';

import { type Caller } from '../../../auth/caller';
import { type Context } from '../../../context';
import { badRequest, conflict } from '../../../errors';
import { recordOrderEvents } from '../../events/outbox';
import { type CheckedCart, checkCart } from './check-cart';
import { type IntakeAnswer, type IntakeLine } from './answer';

type Tx = Prisma.TransactionClient;

/** Keys sorted at every level, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const cartHash = (cart: OrderCart) => createHash('sha256').update(canonicalJson(cart)).digest('hex');

function readIdempotencyKey(ctx: Context): string {
  const key = ctx.request.idempotencyKey;
  if (!key) throw badRequest('The Idempotency-Key header is required');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 1 to 255 printable characters without spaces');
  }
  return key;
}

/** The pricing function's cart: catalogue prices, the plan's activation prices, the shop's settings. */
function pricingCartOf(
  cart: OrderCart,
  checked: CheckedCart,
  settings: { eshopPrice: Prisma.Decimal; esimPrice: Prisma.Decimal; esimMnpPrice: Prisma.Decimal },
): PricingCart {
  const products = cart.products.map((product) => {
    const offer = defined(checked.offers.get(product.offer_uuid.toLowerCase()), 'a checked offer');
    return {
      offerPrice: offer.price,
      activationPrices: offer.plan.ActivationPrices,
      donorNetwork: product.portation_donor_network || null,
      isEsim: product.is_esim,
      options: product.option_uuids.map((id) => {
        const option = defined(checked.options.get(id.toLowerCase()), 'a checked option');
        return { id: option.bss || option.id, price: option.price, name: option.name };
      }),
      ...(product.topup_amount ? { topUp: product.topup_amount } : {}),
    };
  });
  // The shipment is paid once, and only when a physical SIM travels.
  const shipsPhysicalSim = cart.products.some((product) => !product.is_esim);
  return {
    products,
    delivery: shipsPhysicalSim ? settings.eshopPrice : 0,
    esimPrices: { newActivation: settings.esimPrice, withMnp: settings.esimMnpPrice },
  };
}

async function storeOrder(ctx: Context, tx: Tx, cart: OrderCart, now: Date): Promise<IntakeAnswer> {
  const checked = await checkCart(tx, cart, now);
  const settings = await tx.shopSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  const pricing = priceOrder(pricingCartOf(cart, checked, settings), checked.discountCode, { now });
  const offers = cart.products.map((product) =>
    defined(checked.offers.get(product.offer_uuid.toLowerCase()), 'a checked offer'),
  );
  const offerNames = offers.map((offer) => offer.name);
  const amounts = pricedOrderAmounts(pricing, offerNames);
  const applied = pricing.code?.applied ? checked.discountCode : null;
  const { customer_info: customer, delivery_info: delivery, residential_info: residence } = cart;

  const order = await tx.order.create({
    data: {
      status: OrderStatus.New,
      paymentStatus: PaymentStatus.NotPaid,
      amount: amounts.amount,
      note: cart.note,
      shipmentPrice: amounts.shipmentPrice,
      discountAmount: amounts.discountAmount,
      discountCodeId: applied?.id ?? null,
      discountCodeName: applied?.name ?? null,
      firstName: customer.first_name,
      lastName: customer.last_name,
      fiscalCode: customer.fiscal_code,
      birthPlace: customer.birth_place,
      dateOfBirth: new Date(`${customer.date_of_birth}T00:00:00Z`),
      gender: customer.gender,
      email: customer.email,
      phone: customer.phone,
      deliveryStreetName: delivery.street_name,
      deliveryStreetNumber: delivery.street_number,
      deliveryCity: delivery.city,
      deliveryProvince: delivery.province,
      deliveryZipCode: delivery.zip_code,
      deliveryCountry: delivery.country,
      residentialStreetName: residence.street_name,
      residentialStreetNumber: residence.street_number,
      residentialCity: residence.city,
      residentialProvince: residence.province,
      residentialZipCode: residence.zip_code,
      residentialCountry: residence.country,
      platform: cart.platform,
      createdAt: now,
      updatedAt: now,
      history: {
        create: {
          type: OrderHistoryType.OrderCreate,
          from: null,
          to: String(OrderStatus.New),
          // As in the demo data: the order is the customer's; the channel's account is the actor.
          email: customer.email,
          actorUserId: ctx.caller?.account.id ?? null,
          createdAt: now,
        },
      },
    },
    select: { id: true, uuid: true },
  });

  const products: IntakeAnswer['products'] = [];
  for (const [index, product] of cart.products.entries()) {
    const offer = defined(offers[index], 'an offer per product');
    const priced = defined(amounts.products[index], 'a price per product');
    const row = await tx.orderProduct.create({
      data: {
        orderId: order.id,
        offerId: offer.id,
        offerName: offer.name,
        offerPrice: offer.price,
        offerExternalId: offer.plan.ID,
        activationPrice: priced.activationPrice,
        simStatus: SimStatus.NoActive,
        isEsim: product.is_esim,
        esimPrice: priced.esimPrice,
        tableItems: toJsonColumn(priced.tableItems),
        totalSum: priced.totalSum,
        topupAmount: product.topup_amount ?? '0.00',
        portationMobileNumber: product.portation_mobile_number || null,
        portationDonorNetwork: product.portation_donor_network || null,
        friendCode: product.friend_code || null,
        consent: product.consent,
        createdAt: now,
        updatedAt: now,
        options: {
          create: product.option_uuids.map((id) => {
            const option = defined(checked.options.get(id.toLowerCase()), 'a checked option');
            return { optionId: option.id, optionalName: option.name, optionalPrice: option.price };
          }),
        },
      },
      select: { id: true, uuid: true },
    });
    products.push(row);
  }

  const lines = pricing.lines.map((line): IntakeLine => ({
    product: line.product,
    kind: line.kind,
    name: pricedLineName(line, offerNames),
    price: line.price,
    discount: line.discount,
    total: line.total,
  }));

  await recordOrderEvents(tx, order.id, [
    { type: 'order.created', changes: { amount: amounts.amount, platform: cart.platform } },
  ]);

  return {
    uuid: order.uuid,
    id: order.id,
    products,
    lines,
    subtotal: pricing.subtotal,
    shipment_price: amounts.shipmentPrice,
    discount_amount: amounts.discountAmount,
    amount: amounts.amount,
    discount_code: checked.discountCode
      ? {
          name: checked.discountCode.name,
          applied: Boolean(pricing.code?.applied),
          refusal: pricing.code?.refusal ?? null,
        }
      : null,
  };
}

/**
 * Creates an order from a sales channel's cart, once per Idempotency-Key: under a transaction lock
 * on (caller, key) it answers a stored order again for the same body, refuses another body with a
 * 409, or checks, prices and stores the cart with its BSS send job, all in one transaction.
 */
export async function createOrderFromCart(
  ctx: Context & { caller: Caller },
  cart: OrderCart,
): Promise<IntakeAnswer> {
  const key = readIdempotencyKey(ctx);
  const callerId = ctx.caller.account.id;
  const hash = cartHash(cart);
  return ctx.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`order-intake:${callerId}:${key}`}, 0))) AS locked`;
      const earlier = await tx.orderIntakeRequest.findUnique({
        where: { callerId_idempotencyKey: { callerId, idempotencyKey: key } },
        select: { requestHash: true, response: true },
      });
      if (earlier) {
        if (earlier.requestHash !== hash) {
          throw conflict('This Idempotency-Key was already used for another order');
        }
        return fromJsonColumn<IntakeAnswer>(earlier.response);
      }
      const answer = await storeOrder(ctx, tx, cart, new Date());
      await tx.orderIntakeRequest.create({
        data: {
          callerId,
          idempotencyKey: key,
          requestHash: hash,
          orderId: answer.id,
          response: answer,
        },
      });
      return answer;
    },
    { timeout: 20_000, maxWait: 10_000 },
  );
}
