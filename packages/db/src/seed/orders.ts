// Demo orders, priced like real ones: every order's lines, discount and total come from the shared
// `priceOrder` (the intake call's pricing) over the demo catalogue, the shop settings and the discount
// codes, so the order pages show what the shop would have charged.
import {
  cents,
  defined,
  DiscountType,
  OrderHistoryType,
  OrderStatus,
  PaymentStatus,
  type PricingCart,
  type PricingDiscountCode,
  priceOrder,
  pricedOrderAmounts,
  SimStatus,
  toMoney,
} from '@backoffice/shared';

import { type BillingPlanSnapshot } from '../billing';
import { type Prisma } from '../generated/prisma/client';

import { CITIES, FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, STREETS } from './catalog';
import { DAY_MS, MINUTE_MS, type SeededRandom } from './random';

export interface DemoOrderRows {
  orders: (Prisma.OrderCreateManyInput & { uuid: string })[];
  /** Products by order uuid; options by product uuid (int ids are assigned by the database). */
  products: (Omit<Prisma.OrderProductCreateManyInput, 'orderId'> & { uuid: string; orderUuid: string })[];
  productOptions: (Omit<Prisma.OrderProductOptionCreateManyInput, 'productId'> & { productUuid: string })[];
  orderHistory: (Omit<Prisma.OrderHistoryCreateManyInput, 'orderId' | 'productId'> & {
    orderUuid: string;
    productUuid?: string;
  })[];
  refundHistory: (Omit<Prisma.RefundHistoryCreateManyInput, 'orderId'> & { orderUuid: string })[];
}

/** What the demo orders are made of: the sellable catalogue, the shop's prices and the staff. */
export interface DemoOrderCatalogue {
  offers: readonly { id: string; name: string; price: string; plan: BillingPlanSnapshot }[];
  /** Options on sale; `bss` is the BSS option ID ('' for the shop's own). */
  options: readonly { id: string; name: string; price: string; bss: string }[];
  /** Codes a customer can use, as the pricing reads them. */
  codes: readonly (PricingDiscountCode & { id: string; name: string })[];
  settings: { eshopPrice: string; esimPrice: string; esimMnpPrice: string };
  donorCodes: readonly string[];
  agents: readonly { id: string; email: string }[];
}

/** How an order's products stand with the billing system. */
type BssOutcome = 'sent' | 'error' | 'unsent';

interface Scenario {
  status: number;
  payment: number;
  sims: number[];
  /** Per SIM: forced eSIM flag and donor code (null: a new number). */
  esim?: boolean[];
  donors?: (string | null)[];
  /** A discount code by name. */
  code?: string;
  bss?: BssOutcome;
}

const PENDING_SIM_STATUSES = [1, 2, 3, 4, 5, 6] as const;

/** Scenarios that appear at least once, so every state the screens show is in the demo. */
const SCENARIOS: Scenario[] = [
  { status: OrderStatus.New, payment: PaymentStatus.Paid, sims: [SimStatus.New] },
  { status: OrderStatus.New, payment: PaymentStatus.NotPaid, sims: [SimStatus.NoActive], bss: 'unsent' },
  {
    status: OrderStatus.InProcess,
    payment: PaymentStatus.Paid,
    sims: [SimStatus.InProcess, SimStatus.PendingStartActivation],
    bss: 'error',
  },
  { status: OrderStatus.InDelivery, payment: PaymentStatus.Paid, sims: [SimStatus.InDelivery] },
  ...PENDING_SIM_STATUSES.map((sim) => ({
    status: OrderStatus.Delivered,
    payment: PaymentStatus.Paid,
    sims: [sim],
  })),
  {
    status: OrderStatus.PartiallyFinished,
    payment: PaymentStatus.PartiallyRefunded,
    sims: [SimStatus.AcceptedFromCompletedKYC, SimStatus.CancelledFailedKYC],
  },
  {
    status: OrderStatus.PartiallyFinished,
    payment: PaymentStatus.Paid,
    sims: [SimStatus.AcceptedFromCompletedKYC, SimStatus.CancelledByCustomer],
  },
  {
    status: OrderStatus.Cancelled,
    payment: PaymentStatus.Refunded,
    sims: [SimStatus.CancelledByCustomer, SimStatus.CancelledByCustomer],
  },
  { status: OrderStatus.Cancelled, payment: PaymentStatus.NotPaid, sims: [SimStatus.CancelledFailedKYC] },
  { status: OrderStatus.NotFinished, payment: PaymentStatus.NotPaid, sims: [SimStatus.NoActive] },
  {
    status: OrderStatus.Finished,
    payment: PaymentStatus.Paid,
    sims: [SimStatus.AcceptedFromCompletedKYC, SimStatus.AcceptedFromCompletedKYC],
  },
  // An eSIM ported from the first named network beside a pSIM ported from another, with a code.
  {
    status: OrderStatus.New,
    payment: PaymentStatus.Paid,
    sims: [SimStatus.New, SimStatus.New],
    esim: [true, false],
    donors: ['29', '10'],
    code: 'WELCOME10',
  },
  {
    status: OrderStatus.Finished,
    payment: PaymentStatus.Paid,
    sims: [SimStatus.AcceptedFromCompletedKYC],
    esim: [true],
    donors: [null],
    code: 'ESIMFREE',
  },
];

const emailLocal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function randomScenario(rng: SeededRandom, ageDays: number, simCount: number): Scenario {
  const status =
    ageDays < 2
      ? rng.weighted<number>([
          [OrderStatus.New, 6],
          [OrderStatus.InProcess, 3],
          [OrderStatus.NotFinished, 1],
        ])
      : ageDays < 5
        ? rng.weighted<number>([
            [OrderStatus.New, 1],
            [OrderStatus.InProcess, 3],
            [OrderStatus.InDelivery, 3],
            [OrderStatus.Delivered, 2],
            [OrderStatus.NotFinished, 1],
            [OrderStatus.Cancelled, 1],
          ])
        : rng.weighted<number>([
            [OrderStatus.Delivered, 2],
            [OrderStatus.Finished, 9],
            [OrderStatus.PartiallyFinished, 1],
            [OrderStatus.Cancelled, 1.5],
            [OrderStatus.NotFinished, 1.5],
            [OrderStatus.InDelivery, 0.5],
          ]);
  const sims = (pick: () => number) => Array.from({ length: simCount }, pick);
  switch (status) {
    case OrderStatus.New: {
      const paid = rng.chance(0.85);
      return {
        status,
        payment: paid ? PaymentStatus.Paid : PaymentStatus.NotPaid,
        sims: sims(() => (paid ? SimStatus.New : SimStatus.NoActive)),
        bss: rng.chance(0.1) ? 'unsent' : 'sent',
      };
    }
    case OrderStatus.InProcess:
      return {
        status,
        payment: PaymentStatus.Paid,
        sims: sims(() => (rng.chance(0.7) ? SimStatus.InProcess : SimStatus.PendingStartActivation)),
        bss: rng.chance(0.15) ? 'error' : 'sent',
      };
    case OrderStatus.InDelivery:
      return { status, payment: PaymentStatus.Paid, sims: sims(() => SimStatus.InDelivery) };
    case OrderStatus.Delivered:
      return { status, payment: PaymentStatus.Paid, sims: sims(() => rng.pick(PENDING_SIM_STATUSES)) };
    case OrderStatus.PartiallyFinished: {
      const list = sims(() =>
        rng.chance(0.5)
          ? SimStatus.AcceptedFromCompletedKYC
          : rng.pick([SimStatus.CancelledFailedKYC, SimStatus.CancelledByCustomer]),
      );
      list[0] = SimStatus.AcceptedFromCompletedKYC;
      if (list.length < 2) list.push(SimStatus.CancelledByCustomer);
      else if (
        !list.some((sim) => sim === SimStatus.CancelledFailedKYC || sim === SimStatus.CancelledByCustomer)
      )
        list[list.length - 1] = SimStatus.CancelledFailedKYC;
      return {
        status,
        payment: rng.chance(0.6) ? PaymentStatus.PartiallyRefunded : PaymentStatus.Paid,
        sims: list,
      };
    }
    case OrderStatus.Cancelled: {
      const paid = rng.chance(0.6);
      return {
        status,
        payment: paid ? PaymentStatus.Refunded : PaymentStatus.NotPaid,
        sims: sims(() => (rng.chance(0.8) ? SimStatus.CancelledByCustomer : SimStatus.CancelledFailedKYC)),
      };
    }
    case OrderStatus.NotFinished:
      return { status, payment: PaymentStatus.NotPaid, sims: sims(() => SimStatus.NoActive) };
    default:
      return {
        status: OrderStatus.Finished,
        payment: PaymentStatus.Paid,
        sims: sims(() => SimStatus.AcceptedFromCompletedKYC),
      };
  }
}

/**
 * Builds `orderCount` orders spread over the 60 days before the reference date (oldest first, so
 * order numbers grow with time), the scenarios among the newest third.
 */
export function buildDemoOrders(
  rng: SeededRandom,
  referenceDate: Date,
  orderCount: number,
  catalogue: DemoOrderCatalogue,
): DemoOrderRows {
  const rows: DemoOrderRows = {
    orders: [],
    products: [],
    productOptions: [],
    orderHistory: [],
    refundHistory: [],
  };
  const ref = referenceDate.getTime();
  const { agents, settings } = catalogue;

  const createdTimes = Array.from(
    { length: orderCount },
    () => ref - rng.int(10, 60 * 24 * 60) * MINUTE_MS,
  ).sort((a, b) => a - b);
  const scenarioSlots = new Map<number, Scenario>();
  SCENARIOS.forEach((scenario, index) => {
    const slot = orderCount - 1 - Math.floor((index * orderCount) / (3 * SCENARIOS.length));
    if (slot >= 0) scenarioSlots.set(slot, scenario);
  });

  createdTimes.forEach((createdTime, orderIndex) => {
    const createdAt = new Date(createdTime);
    const ageDays = (ref - createdTime) / DAY_MS;
    const forced = scenarioSlots.get(orderIndex);
    const simCount = forced
      ? forced.sims.length
      : rng.weighted<number>([
          [1, 70],
          [2, 22],
          [3, 8],
        ]);
    const scenario = forced ?? randomScenario(rng, ageDays, simCount);
    const bss: BssOutcome = scenario.bss ?? 'sent';
    const orderUuid = rng.uuid();

    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const lastName = rng.pick(LAST_NAMES);
    const place = rng.pick(CITIES);
    const birthPlace = rng.pick(CITIES);
    const birth = new Date(Date.UTC(rng.int(1950, 2006), rng.int(0, 11), rng.int(1, 28)));
    const email = `${emailLocal(firstName)}.${emailLocal(lastName)}${rng.int(1, 999)}@example.com`;
    const consonants = (text: string) =>
      emailLocal(text)
        .replace(/[aeiou]/g, '')
        .toUpperCase()
        .padEnd(3, 'X')
        .slice(0, 3);
    const fiscalCode =
      `${consonants(lastName)}${consonants(firstName)}` +
      `${String(birth.getUTCFullYear()).slice(2)}${'ABCDEHLMPRST'[birth.getUTCMonth()]}` +
      `${String(birth.getUTCDate() + (female ? 40 : 0)).padStart(2, '0')}${birthPlace.cadastral}${rng.letters(1)}`;
    const street = rng.pick(STREETS);
    const streetNumber = String(rng.int(1, 180));
    const sameResidence = rng.chance(0.7);
    const residence = sameResidence ? place : rng.pick(CITIES);
    const paid = scenario.payment !== PaymentStatus.NotPaid;
    const paidAt = paid
      ? new Date(Math.min(createdTime + rng.int(1, 15) * MINUTE_MS, ref - MINUTE_MS))
      : null;
    const agent = rng.pick(agents);
    const events: {
      at: number;
      row: Omit<DemoOrderRows['orderHistory'][number], 'id' | 'orderUuid' | 'createdAt'>;
    }[] = [];
    let clock = createdTime;
    const later = (minMinutes: number, maxMinutes: number) => {
      clock = Math.min(clock + rng.int(minMinutes, maxMinutes) * MINUTE_MS, ref - MINUTE_MS);
      return clock;
    };

    events.push({
      at: createdTime,
      row: { type: OrderHistoryType.OrderCreate, from: null, to: String(OrderStatus.New), email },
    });
    if (paidAt) {
      clock = paidAt.getTime();
      events.push({
        at: clock,
        row: {
          type: OrderHistoryType.PaymentStatus,
          from: String(PaymentStatus.NotPaid),
          to: String(PaymentStatus.Paid),
          email: '',
        },
      });
    }

    // The cart: offer, donor, eSIM, options and top-up per SIM.
    const cart = scenario.sims.map((_, simIndex) => {
      const offer = rng.pick(catalogue.offers);
      const isEsim = scenario.esim?.[simIndex] ?? rng.chance(0.35);
      const portable = catalogue.donorCodes.filter((code) => !offer.plan.ExcludedOperators.includes(code));
      const forcedDonor = scenario.donors?.[simIndex];
      const donor =
        forcedDonor !== undefined && !(forcedDonor === null && offer.plan.PortInOnly)
          ? forcedDonor
          : offer.plan.PortInOnly || rng.chance(0.45)
            ? rng.pick(portable)
            : null;
      const first = rng.chance(0.4) ? rng.pick(catalogue.options) : undefined;
      const options = first ? [first] : [];
      if (first && rng.chance(0.3)) {
        const second = rng.pick(catalogue.options);
        if (second.id !== first.id) options.push(second);
      }
      const topUp = rng.chance(0.3) ? rng.pick(['5.00', '10.00', '20.00']) : null;
      return { offer, isEsim, donor, options, topUp };
    });
    const shipsPhysicalSim = cart.some((item) => !item.isEsim);
    const pricingCart: PricingCart = {
      products: cart.map((item) => ({
        offerPrice: item.offer.price,
        activationPrices: item.offer.plan.ActivationPrices,
        donorNetwork: item.donor,
        isEsim: item.isEsim,
        options: item.options.map((option) => ({
          id: option.bss || option.id,
          price: option.price,
          name: option.name,
        })),
        ...(item.topUp ? { topUp: item.topUp } : {}),
      })),
      delivery: shipsPhysicalSim ? settings.eshopPrice : 0,
      esimPrices: { newActivation: settings.esimPrice, withMnp: settings.esimMnpPrice },
    };
    // A refunded order was paid for: no code that makes the whole order free (action 4).
    const refunded =
      scenario.payment === PaymentStatus.Refunded || scenario.payment === PaymentStatus.PartiallyRefunded;
    const codeChoices = catalogue.codes.filter(
      (candidate) =>
        !refunded ||
        !candidate.actions.some((action) => action.discount_type === DiscountType.OrderPlusShipmentFree),
    );
    const code = scenario.code
      ? catalogue.codes.find((candidate) => candidate.name === scenario.code)
      : rng.chance(0.15)
        ? rng.pick(codeChoices)
        : undefined;
    const pricing = priceOrder(pricingCart, code ?? null, { now: createdAt });
    const applied = pricing.code?.applied ? code : undefined;
    const amounts = pricedOrderAmounts(
      pricing,
      cart.map((item) => item.offer.name),
    );

    const orderProducts: (DemoOrderRows['products'][number] & { simStatus: number })[] = [];
    scenario.sims.forEach((simStatus, simIndex) => {
      const item = defined(cart[simIndex], `the cart's SIM ${simIndex}`);
      const priced = defined(amounts.products[simIndex], `the priced SIM ${simIndex}`);
      const productUuid = rng.uuid();
      for (const option of item.options) {
        rows.productOptions.push({
          id: rng.uuid(),
          productUuid,
          optionId: option.id,
          optionalName: option.name,
          optionalPrice: option.price,
        });
      }
      // The intake sends every order at once; an error or a send that never happened is the exception.
      const failed = bss === 'error' && simIndex === 0;
      const drawnSent = bss === 'sent' || (bss === 'error' && !failed);
      // An unpaid order is not sent (the payment rule). Its draws are made all the same, so every
      // later order of the demo keeps its data.
      const sent = drawnSent && paid;
      const whenSent = <T>(drawn: T) => (sent ? drawn : undefined);
      const activated = simStatus === SimStatus.AcceptedFromCompletedKYC;
      orderProducts.push({
        uuid: productUuid,
        orderUuid,
        offerId: item.offer.id,
        offerName: item.offer.name,
        offerPrice: item.offer.price,
        offerExternalId: item.offer.plan.ID,
        activationPrice: priced.activationPrice,
        simStatus,
        simStatusReason:
          simStatus === SimStatus.CancelledFailedKYC
            ? rng.pick([
                'Documento scaduto',
                'Foto del documento illeggibile',
                'Dati anagrafici non corrispondenti',
              ])
            : simStatus === SimStatus.CancelledByCustomer
              ? 'Annullato su richiesta del cliente'
              : '',
        isEsim: item.isEsim,
        esimPrice: priced.esimPrice,
        tableItems: priced.tableItems,
        totalSum: priced.totalSum,
        topupAmount: item.topUp ?? '0.00',
        portationMobileNumber: item.donor ? `+393${rng.digits(9)}` : null,
        portationDonorNetwork: item.donor,
        msisdn: activated || (simStatus >= 3 && simStatus <= 6) ? `393${rng.digits(9)}` : null,
        iccid:
          !item.isEsim && simStatus !== SimStatus.NoActive && simStatus !== SimStatus.New
            ? `8939${rng.digits(15)}`
            : null,
        friendCode: rng.chance(0.1) ? `AMICO${rng.digits(4)}` : null,
        consent: rng.chance(0.6),
        // The BSS SIM ID (an integer), which refresh-statuses asks the BSS about.
        externalId: whenSent(drawnSent ? `9${rng.digits(8).slice(1)}` : null) ?? null,
        externalData: whenSent(drawnSent ? { requestId: rng.digits(10), channel: 'eshop' } : undefined),
        errorBss: failed
          ? rng.pick(['Timeout del sistema di billing', 'Errore 500 da BSS: numero non disponibile'])
          : null,
        isSendBss: sent,
        createdAt,
        updatedAt: createdAt,
      });
    });

    // Status history.
    const manual = (from: number, to: number) =>
      events.push({
        at: later(30, 24 * 60),
        row: { type: OrderHistoryType.OrderStatus, from: String(from), to: String(to), email: agent.email },
      });
    const system = (from: number, to: number, minMinutes = 60, maxMinutes = 3 * 24 * 60) =>
      events.push({
        at: later(minMinutes, maxMinutes),
        row: { type: OrderHistoryType.OrderStatus, from: String(from), to: String(to), email: '' },
      });
    const path: Record<number, () => void> = {
      [OrderStatus.New]: () => {},
      [OrderStatus.InProcess]: () => manual(0, 1),
      [OrderStatus.InDelivery]: () => (manual(0, 1), manual(1, 2)),
      [OrderStatus.Delivered]: () => (manual(0, 1), manual(1, 2), system(2, 3)),
      [OrderStatus.Finished]: () => (manual(0, 1), manual(1, 2), system(2, 3), system(3, 7)),
      [OrderStatus.PartiallyFinished]: () => (manual(0, 1), manual(1, 2), system(2, 3), system(3, 4)),
      [OrderStatus.Cancelled]: () => (paid ? manual(0, 5) : system(0, 5, 60, 600)),
      [OrderStatus.NotFinished]: () => system(0, 6, 30, 120),
    };
    defined(path[scenario.status], `the history of order status ${scenario.status}`)();
    for (const product of orderProducts) {
      const sim = product.simStatus;
      if (sim === SimStatus.NoActive || sim === SimStatus.New) continue;
      events.push({
        at: later(10, 12 * 60),
        row: {
          type: OrderHistoryType.ProductStatus,
          field: 'sim_status',
          productUuid: product.uuid,
          from: String(SimStatus.New),
          to: String(sim),
          email: sim === SimStatus.CancelledByCustomer ? agent.email : '',
        },
      });
    }

    // Payment: refunds (the cancelled SIMs' rows, else half; never more than was paid).
    const amount = toMoney(amounts.amount);
    let refund = toMoney(0);
    if (scenario.payment === PaymentStatus.Refunded) refund = amount;
    if (scenario.payment === PaymentStatus.PartiallyRefunded) {
      const cancelled = scenario.sims.reduce(
        (sum, sim, simIndex) =>
          sim === SimStatus.CancelledByCustomer || sim === SimStatus.CancelledFailedKYC
            ? sum.plus(toMoney(defined(amounts.products[simIndex], `the priced SIM ${simIndex}`).totalSum))
            : sum,
        toMoney(0),
      );
      refund = cancelled.isZero() ? amount.dividedBy(2) : cancelled;
      if (refund.greaterThan(amount)) refund = amount;
    }
    const refundSum = cents(refund);
    if (refund.greaterThan(0)) {
      const at = later(60, 2 * 24 * 60);
      if (rng.chance(0.1)) {
        rows.refundHistory.push({
          id: rng.uuid(),
          orderUuid,
          refundStatus: 'failed',
          amount: refundSum,
          email: agent.email,
          actorUserId: agent.id,
          providerData: { error: 'Gateway timeout' },
          createdAt: new Date(at - 5 * MINUTE_MS),
        });
      }
      rows.refundHistory.push({
        id: rng.uuid(),
        orderUuid,
        refundStatus: 'completed',
        amount: refundSum,
        email: agent.email,
        actorUserId: agent.id,
        providerData: { refundId: `RF${rng.digits(10)}` },
        createdAt: new Date(at),
      });
      events.push({
        at,
        row: {
          type: OrderHistoryType.PaymentStatus,
          from: String(PaymentStatus.Paid),
          to: String(scenario.payment),
          email: agent.email,
        },
      });
    }

    const note = rng.chance(0.12)
      ? rng.pick([
          'Cliente richiamato per conferma indirizzo',
          'Consegna al portiere',
          'Richiesta fattura aziendale',
          'Contattare prima delle 18',
        ])
      : '';
    if (note)
      events.push({
        at: later(5, 600),
        row: { type: OrderHistoryType.ChangeValue, field: 'note', from: '', to: note, email: agent.email },
      });

    const shipped =
      [
        OrderStatus.InDelivery,
        OrderStatus.Delivered,
        OrderStatus.Finished,
        OrderStatus.PartiallyFinished,
      ].includes(scenario.status as never) && shipsPhysicalSim;
    const trackingNumber = shipped ? `BRT${rng.digits(12)}` : '';
    for (const event of events)
      rows.orderHistory.push({ id: rng.uuid(), orderUuid, createdAt: new Date(event.at), ...event.row });
    const updatedAt = new Date(Math.max(...events.map((event) => event.at)));

    rows.orders.push({
      uuid: orderUuid,
      status: scenario.status,
      paymentStatus: scenario.payment,
      amount: amounts.amount,
      note,
      paymentSum: paid ? amounts.amount : '0.00',
      refundSum,
      shipmentPrice: amounts.shipmentPrice,
      discountAmount: amounts.discountAmount,
      discountCodeId: applied?.id ?? null,
      discountCodeName: applied?.name ?? null,
      paidAt,
      paidMethod: paidAt
        ? rng.weighted<string>([
            ['card', 6],
            ['paypal', 3],
            ['applepay', 1],
          ])
        : null,
      paidData: paidAt
        ? {
            responseTimeStamp: paidAt.toISOString(),
            totalAmount: amounts.amount,
            cardCompany: rng.pick(['VISA', 'MASTERCARD', 'AMEX']),
            cardNumber: `************${rng.digits(4)}`,
            externalAccountDescription: '',
          }
        : undefined,
      firstName,
      lastName,
      fiscalCode,
      birthPlace: birthPlace.city,
      dateOfBirth: birth,
      gender: female ? 'F' : 'M',
      email,
      phone: `+393${rng.digits(9)}`,
      deliveryStreetName: street,
      deliveryStreetNumber: streetNumber,
      deliveryCity: place.city,
      deliveryProvince: place.province,
      deliveryZipCode: place.zip,
      deliveryCountry: 'Italia',
      residentialStreetName: sameResidence ? street : rng.pick(STREETS),
      residentialStreetNumber: sameResidence ? streetNumber : String(rng.int(1, 180)),
      residentialCity: residence.city,
      residentialProvince: residence.province,
      residentialZipCode: residence.zip,
      residentialCountry: 'Italia',
      tracking: trackingNumber,
      trackingLink: trackingNumber ? `https://tracking.example.com/${trackingNumber}` : '',
      platform: rng.weighted<string>([
        ['web', 7],
        ['app', 3],
      ]),
      createdAt,
      updatedAt,
    });
    for (const product of orderProducts) rows.products.push({ ...product, updatedAt });
  });

  return rows;
}
