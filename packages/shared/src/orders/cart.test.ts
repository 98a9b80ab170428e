import { describe, expect, it } from 'vitest';

import { defined, only } from '../defined';
import { priceOrder } from '../pricing';
import { orderCartSchema, pricedOrderAmounts } from './cart';

const address = {
  street_name: 'Via Roma',
  street_number: '1',
  city: 'Milano',
  province: 'MI',
  zip_code: '20121',
  country: 'Italia',
};
const OFFER = '5a1f7a4e-2b7c-4d3e-9f10-2a3b4c5d6e7f';
const cart = (product: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  customer_info: {
    first_name: 'Ada',
    last_name: 'Neri',
    fiscal_code: 'nrndaa80a41f205x',
    birth_place: 'Milano',
    date_of_birth: '1980-01-01',
    gender: ' f ',
    email: 'ada@example.test',
    phone: '+393331234567',
  },
  delivery_info: address,
  residential_info: address,
  products: [{ offer_uuid: OFFER, is_esim: 0, ...product }],
  ...extra,
});

describe('orderCartSchema', () => {
  it('normalises what channels send', () => {
    const parsed = orderCartSchema.parse(
      cart(
        { portation_donor_network: '29', portation_mobile_number: '333 123 4567', topup_amount: '0,00' },
        { discount_code: ' welcome-10 ' },
      ),
    );
    expect(parsed.platform).toBe('web');
    expect(parsed.customer_info).toMatchObject({ fiscal_code: 'NRNDAA80A41F205X', gender: 'F' });
    expect(parsed.discount_code).toBe('WELCOME10');
    expect(parsed.products[0]).toMatchObject({
      is_esim: false,
      portation_mobile_number: '3331234567',
      topup_amount: null,
      option_uuids: [],
      consent: false,
    });
  });

  it.each([
    [
      'donor without number',
      { portation_donor_network: '29' },
      'products.0.portation_mobile_number',
      'fieldRequired',
    ],
    [
      'number without donor',
      { portation_mobile_number: '3331234567' },
      'products.0.portation_donor_network',
      'fieldRequired',
    ],
    [
      'a number that is no number',
      { portation_donor_network: '29', portation_mobile_number: '33-12' },
      'products.0.portation_mobile_number',
      'invalidPhone',
    ],
    [
      'an option twice',
      { option_uuids: [OFFER, OFFER.toUpperCase()] },
      'products.0.option_uuids',
      'invalidValue',
    ],
    ['a top-up with three decimals', { topup_amount: '1.005' }, 'products.0.topup_amount', 'writeNumber'],
  ])('refuses %s', (_name, product, path, message) => {
    const result = orderCartSchema.safeParse(cart(product));
    expect(result.success).toBe(false);
    expect(
      defined(result.error, 'the refusal').issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual([path, message]);
  });
});

describe('pricedOrderAmounts', () => {
  it("names the rows and keeps each SIM's sums before the order's discount", () => {
    const pricing = priceOrder(
      {
        products: [
          {
            offerPrice: '10.00',
            activationPrices: { NewActivation: '5.00', FirstNetwork: '0', OtherNetworks: '2.50' },
            donorNetwork: '10',
            isEsim: true,
            options: [{ id: 501, price: '3.00', name: 'Giga Extra' }],
            topUp: '5.00',
          },
        ],
        delivery: '4.99',
        esimPrices: { newActivation: '9.99', withMnp: '1.50' },
      },
      { actions: [{ discount_type: 0, amount: '10', amount_type: 1 }] },
    );
    const amounts = pricedOrderAmounts(pricing, ['Giga 100']);
    expect(
      only(amounts.products, 'product').tableItems.map((row) => [row.type, row.name, row.price, row.total]),
    ).toEqual([
      ['offer', 'Giga 100', '10.00', '9.00'],
      ['activation', 'Attivazione', '2.50', '2.25'],
      ['esim', 'eSIM', '1.50', '1.35'],
      ['option', 'Giga Extra', '3.00', '2.70'],
      ['topup', 'Ricarica', '5.00', '4.50'],
    ]);
    expect(amounts.products[0]).toMatchObject({
      totalSum: '22.00',
      activationPrice: '2.50',
      esimPrice: '1.50',
    });
    expect(amounts).toMatchObject({ shipmentPrice: '4.99', discountAmount: '2.20', amount: '24.79' });
  });
});
