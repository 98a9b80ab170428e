import { DONOR_FIRST_NAMED_NETWORK_CODE } from '../constants';
import {
  AmountType,
  DiscountCodeDisplayStatus,
  discountCodeDisplayStatus,
  DiscountType,
  PERCENT_CAP,
  SimSupportParam,
} from '../enums/discounts';
import { formatEuro } from '../format/money';
import { cents, HUNDRED, Money, type MoneyInput, toMoney, ZERO } from './decimal';

/**
 * The pricing rules of an order and its discount code (issue 10, section 3): one pure function the
 * orders issue prices orders with. Decimals end to end; no line ever goes below zero.
 *
 * Lines of an order: per SIM the offer, the activation (chosen by the donor network: '29' the first
 * named network's price, another donor the other networks' price, none the new-activation price),
 * the eSIM price (eSIMs only: the MNP price with a donor, else the new-activation price), each
 * option, the top-up; and once per order the delivery.
 *
 * Which lines each action type reduces:
 * - 1 specific options: option lines whose BSS option ID is in params;
 * - 2 SIM card support: params 0 the delivery line, 1 eSIM lines without portability, 2 eSIM lines
 *   with portability;
 * - 3 top-up amount: top-up lines;
 * - 0 total order amount: every line except the delivery (the shipment is freed only by 4, or by 2
 *   with param 0);
 * - 4 order plus shipment free: every line, the delivery included, at 100 percent.
 * A euro amount of types 1 to 3 is taken off each matching line (a per-item coupon); a euro amount of
 * type 0 once from the order, line by line in order (SIM by SIM: offer, activation, eSIM, options,
 * top-up). A percent is taken from each matching line and rounded to cents, half up.
 *
 * In which order: 1, 2, 3 (the lines they name), then 0 on what is left, then 4. Each action works on
 * what the earlier ones left, so a line is never reduced below zero and the discounts never add up to
 * more than the order. Percentages are capped at 100 and negative amounts count as 0.
 *
 * Who gets it: no discount for an inactive or expired code (expiry as the discount-code list shows
 * it: a date-only expiry lasts until the end of that day in Rome); an `only_mnp` code reduces only the lines
 * of SIMs with portability, and the delivery only when the order has such a SIM.
 */

export interface PricingActivationPrices {
  NewActivation: MoneyInput;
  FirstNetwork: MoneyInput;
  OtherNetworks: MoneyInput;
}

export interface PricingProduct {
  offerPrice: MoneyInput;
  /** The plan's three activation prices (BillingPlan snapshot's ActivationPrices). */
  activationPrices: PricingActivationPrices;
  /** Donor operator code when the number is ported in; null or '' for a new number. */
  donorNetwork?: string | null;
  isEsim?: boolean;
  /** `id` is the BSS option ID (DependentOptions.ID), the one discount type 1 names. */
  options?: ReadonlyArray<{ id: number | string; price: MoneyInput; name?: string }>;
  topUp?: MoneyInput;
}

export interface PricingCart {
  products: readonly PricingProduct[];
  /** The shipment price of this order (0 when nothing is shipped). */
  delivery?: MoneyInput;
  /** The shop's eSIM prices (other settings): new activation, and new activation with MNP. */
  esimPrices?: { newActivation: MoneyInput; withMnp: MoneyInput };
}

/** A discount action as the contract carries it (`DiscountAction` of the validation schema fits). */
export interface PricingDiscountAction {
  discount_type: number;
  amount?: MoneyInput | null;
  amount_type?: number;
  params?: ReadonlyArray<number | string>;
}

export interface PricingDiscountCode {
  name?: string;
  active?: boolean | number;
  expires_at?: Date | string | null;
  only_mnp?: boolean | number;
  actions: readonly PricingDiscountAction[];
}

export type PricedLineKind = 'offer' | 'activation' | 'esim' | 'option' | 'topup' | 'delivery';

export interface PricedLine {
  kind: PricedLineKind;
  /** Index of the SIM in `products`; null for the delivery. */
  product: number | null;
  /** BSS option ID of an option line. */
  optionId?: number | string;
  name?: string;
  /** Amounts in euros as text with two decimals. */
  price: string;
  discount: string;
  total: string;
}

export type DiscountRefusal = 'inactive' | 'expired' | 'no_mnp_product';

export interface OrderPricing {
  lines: PricedLine[];
  subtotal: string;
  discount: string;
  total: string;
  /** The discount each action type gave (types without an action are absent). */
  discountByType: Partial<Record<number, string>>;
  /** Whether a discount code was given and could apply, and why not. */
  code: { applied: boolean; refusal?: DiscountRefusal } | null;
  /** The three totals formatted for display ('12,50 €'). */
  display: { subtotal: string; discount: string; total: string };
}

interface WorkLine {
  kind: PricedLineKind;
  product: number | null;
  optionId?: number | string;
  name?: string;
  price: Money;
  left: Money;
  eligible: boolean;
  mnp: boolean;
  esimWithMnp: boolean;
}

/** Activation price by the donor-network rule of spec 002 section 9. */
export function activationPriceByDonor(
  prices: PricingActivationPrices,
  donorNetwork: string | null | undefined,
): Money {
  if (!donorNetwork) return toMoney(prices.NewActivation, 'activation price');
  return donorNetwork === DONOR_FIRST_NAMED_NETWORK_CODE
    ? toMoney(prices.FirstNetwork, 'activation price')
    : toMoney(prices.OtherNetworks, 'activation price');
}

/** A line's price, rounded to cents (every amount of the pricing is in whole cents). */
const price = (value: MoneyInput | undefined, what: string): Money => {
  const amount = value === undefined ? ZERO : toMoney(value, what);
  if (amount.isNegative()) throw new RangeError(`${what} must not be negative`);
  return amount.toDecimalPlaces(2);
};

function buildLines(cart: PricingCart): WorkLine[] {
  const lines: WorkLine[] = [];
  const push = (line: Omit<WorkLine, 'left' | 'eligible'>) =>
    lines.push({ ...line, left: line.price, eligible: true });
  cart.products.forEach((product, index) => {
    const mnp = Boolean(product.donorNetwork);
    const base = { product: index, mnp, esimWithMnp: false };
    push({ ...base, kind: 'offer', price: price(product.offerPrice, 'offer price') });
    const activation = activationPriceByDonor(product.activationPrices, product.donorNetwork);
    push({ ...base, kind: 'activation', price: price(activation, 'activation price') });
    if (product.isEsim) {
      const esim = mnp ? cart.esimPrices?.withMnp : cart.esimPrices?.newActivation;
      push({ ...base, kind: 'esim', price: price(esim, 'eSIM price'), esimWithMnp: mnp });
    }
    for (const option of product.options ?? []) {
      push({
        ...base,
        kind: 'option',
        optionId: option.id,
        name: option.name,
        price: price(option.price, 'option price'),
      });
    }
    if (product.topUp !== undefined) push({ ...base, kind: 'topup', price: price(product.topUp, 'top-up') });
  });
  push({
    kind: 'delivery',
    product: null,
    mnp: false,
    esimWithMnp: false,
    price: price(cart.delivery, 'delivery price'),
  });
  return lines;
}

/** Takes up to `amount` from `line`, never below zero; returns what was taken. */
function take(line: WorkLine, amount: Money): Money {
  const taken = Money.min(line.left, Money.max(amount, ZERO));
  line.left = line.left.minus(taken);
  return taken;
}

function percentOf(line: WorkLine, percent: Money): Money {
  return line.left.times(percent).dividedBy(HUNDRED).toDecimalPlaces(2);
}

/** Application order of the action types: the specific ones, then the whole order, then free. */
const TYPE_ORDER: readonly number[] = [
  DiscountType.SpecificOptions,
  DiscountType.SimCardSupport,
  DiscountType.TopUpAmount,
  DiscountType.TotalOrderAmount,
  DiscountType.OrderPlusShipmentFree,
];

function targets(action: PricingDiscountAction, lines: WorkLine[]): WorkLine[] {
  const params = (action.params ?? []).map(String);
  const eligible = lines.filter((line) => line.eligible);
  switch (action.discount_type) {
    case DiscountType.SpecificOptions:
      return eligible.filter((line) => line.kind === 'option' && params.includes(String(line.optionId)));
    case DiscountType.SimCardSupport:
      return eligible.filter(
        (line) =>
          (line.kind === 'delivery' && params.includes(String(SimSupportParam.DeliveryInEShop))) ||
          (line.kind === 'esim' &&
            !line.esimWithMnp &&
            params.includes(String(SimSupportParam.EsimPriceNewActivation))) ||
          (line.kind === 'esim' &&
            line.esimWithMnp &&
            params.includes(String(SimSupportParam.EsimPriceNewActivationWithMnp))),
      );
    case DiscountType.TopUpAmount:
      return eligible.filter((line) => line.kind === 'topup');
    case DiscountType.TotalOrderAmount:
      return eligible.filter((line) => line.kind !== 'delivery');
    case DiscountType.OrderPlusShipmentFree:
      return eligible;
    default:
      return [];
  }
}

function applyAction(action: PricingDiscountAction, lines: WorkLine[]): Money {
  const matching = targets(action, lines);
  const free = action.discount_type === DiscountType.OrderPlusShipmentFree;
  const percentMode = free || action.amount_type === AmountType.Percent;
  let amount = free ? new Money(PERCENT_CAP) : toMoney(action.amount ?? 0, 'discount amount');
  if (amount.isNegative()) amount = ZERO;
  let given = ZERO;
  if (percentMode) {
    const percent = Money.min(amount, new Money(PERCENT_CAP));
    for (const line of matching) given = given.plus(take(line, percentOf(line, percent)));
    return given;
  }
  const euros = amount.toDecimalPlaces(2);
  if (action.discount_type === DiscountType.TotalOrderAmount) {
    let remaining = euros;
    for (const line of matching) {
      if (remaining.isZero()) break;
      const taken = take(line, remaining);
      remaining = remaining.minus(taken);
      given = given.plus(taken);
    }
    return given;
  }
  for (const line of matching) given = given.plus(take(line, euros));
  return given;
}

/**
 * Prices an order: every line with its discount, the totals, and what each action type gave.
 * `now` decides whether the code has expired (default: the current time).
 */
export function priceOrder(
  cart: PricingCart,
  code: PricingDiscountCode | null = null,
  options: { now?: Date } = {},
): OrderPricing {
  const lines = buildLines(cart);
  const discountByType: Partial<Record<number, string>> = {};
  let codeResult: OrderPricing['code'] = null;

  if (code) {
    const now = options.now ?? new Date();
    const hasMnp = lines.some((line) => line.mnp);
    let refusal: DiscountRefusal | undefined;
    const status = discountCodeDisplayStatus(code.active ?? true, code.expires_at, now);
    if (status === DiscountCodeDisplayStatus.Expired) refusal = 'expired';
    else if (status === DiscountCodeDisplayStatus.Inactive) refusal = 'inactive';
    else if (code.only_mnp && !hasMnp) refusal = 'no_mnp_product';
    codeResult = refusal ? { applied: false, refusal } : { applied: true };
    if (!refusal) {
      if (code.only_mnp) for (const line of lines) line.eligible = line.mnp || line.kind === 'delivery';
      for (const type of TYPE_ORDER) {
        for (const action of code.actions.filter((candidate) => candidate.discount_type === type)) {
          const given = applyAction(action, lines);
          discountByType[type] = cents(toMoney(discountByType[type] ?? 0).plus(given));
        }
      }
    }
  }

  const subtotal = lines.reduce((sum, line) => sum.plus(line.price), ZERO);
  const total = lines.reduce((sum, line) => sum.plus(line.left), ZERO);
  const discount = subtotal.minus(total);
  return {
    lines: lines.map((line) => ({
      kind: line.kind,
      product: line.product,
      ...(line.optionId !== undefined ? { optionId: line.optionId } : {}),
      ...(line.name !== undefined ? { name: line.name } : {}),
      price: cents(line.price),
      discount: cents(line.price.minus(line.left)),
      total: cents(line.left),
    })),
    subtotal: cents(subtotal),
    discount: cents(discount),
    total: cents(total),
    discountByType,
    code: codeResult,
    display: {
      subtotal: formatEuro(cents(subtotal)),
      discount: formatEuro(cents(discount)),
      total: formatEuro(cents(total)),
    },
  };
}
