export { cents, Money, toMoney, type MoneyInput } from './decimal';
export {
  activationPriceByDonor,
  priceOrder,
  type DiscountRefusal,
  type OrderPricing,
  type PricedLine,
  type PricedLineKind,
  type PricingActivationPrices,
  type PricingCart,
  type PricingDiscountAction,
  type PricingDiscountCode,
  type PricingProduct,
} from './price-order';
