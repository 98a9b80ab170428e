import { describe, expect, it } from 'vitest';

import { defined } from '../defined';
import {
  changeSimStatusSchema,
  orderContactSchema,
  orderDeliveryAddressSchema,
  orderListRangeSchema,
  orderTrackingSchema,
  refundAmountSchema,
  refundSchema,
  refundStatusSchema,
} from './orders';
import { issueMessages, issuesByPath } from './test-support';
import { issueText } from './validation-messages';

const UUID = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('order dialogs', () => {
  it('requires every delivery address field', () => {
    const address = {
      uuid: UUID,
      street_name: 'Via Roma',
      street_number: '1',
      city: 'Milano',
      province: 'MI',
      zip_code: '20121',
      country: 'Italia',
    };
    expect(orderDeliveryAddressSchema.parse(address)).toEqual(address);
    expect(issuesByPath(orderDeliveryAddressSchema, { ...address, city: ' ', country: '' })).toEqual({
      city: 'fieldRequired',
      country: 'fieldRequired',
    });
  });

  it('requires both contact fields', () => {
    expect(issuesByPath(orderContactSchema, { uuid: UUID, phone: '', email: '' })).toEqual({
      phone: 'fieldRequired',
      email: 'fieldRequired',
    });
    expect(issuesByPath(orderContactSchema, { uuid: UUID, phone: '333', email: 'x' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('takes only an http or https tracking link', () => {
    for (const link of ['https://track.example/1', 'http://brt.it/?q=1'])
      expect(orderTrackingSchema.parse({ uuid: UUID, tracking_link: link }).tracking_link).toBe(link);
    for (const link of ['javascript:alert(1)', 'ftp://host/x', 'track.example/1', 'https://'])
      expect(issuesByPath(orderTrackingSchema, { uuid: UUID, tracking_link: link })).toEqual({
        tracking_link: 'invalidHttpLink',
      });
  });

  it('has no required tracking fields', () => {
    expect(orderTrackingSchema.parse({ uuid: UUID })).toEqual({
      uuid: UUID,
      tracking: '',
      tracking_link: '',
    });
  });

  it('takes only known SIM statuses', () => {
    expect(changeSimStatusSchema.parse({ product_uuid: UUID, status: 9 }).status).toBe(9);
    expect(changeSimStatusSchema.parse({ product_uuid: UUID, status: '101' }).status).toBe(101);
    expect(issuesByPath(changeSimStatusSchema, { product_uuid: UUID, status: 10 })).toEqual({
      status: 'invalidValue',
    });
  });

  it('reads the refund status flag', () => {
    expect(refundStatusSchema.parse({ order_uuid: UUID, full_refunded: 'true' }).full_refunded).toBe(true);
  });
});

describe('refunds', () => {
  it('wants a number', () => {
    expect(issueMessages(refundAmountSchema(10), 'ten')).toEqual(['writeNumber']);
  });

  it('caps the amount at what is left to refund, inclusive', () => {
    const schema = refundAmountSchema(20.2);
    expect(schema.parse('20,20')).toBe(20.2);
    expect(schema.parse('0.01')).toBe(0.01);
    expect(issueMessages(schema, '20.21')).toEqual(['refundSumTooBig']);
    expect(issueMessages(schema, '0')).toEqual(['notPositive']);
  });

  it('puts the limit into the message as the app writes amounts', () => {
    const result = refundAmountSchema(20.2).safeParse(25);
    expect(result.success).toBe(false);
    expect(issueText(defined(result.error?.issues[0], 'an issue'))).toBe(
      'The amount must be at most 20,20 €',
    );
  });

  it('keeps the amount sent as text as decimal text, two decimals at most', () => {
    expect(refundSchema.parse({ order_uuid: UUID, amount: '5.5' })).toEqual({
      order_uuid: UUID,
      amount: '5.5',
    });
    expect(refundSchema.parse({ order_uuid: UUID, amount: ' 0,07 ' }).amount).toBe('0.07');
    expect(refundSchema.parse({ order_uuid: UUID, amount: 12.25 }).amount).toBe('12.25');
    expect(issuesByPath(refundSchema, { order_uuid: UUID, amount: 'ten' })).toEqual({
      amount: 'writeNumber',
    });
    expect(issuesByPath(refundSchema, { order_uuid: UUID, amount: '1.234' })).toEqual({
      amount: 'writeNumber',
    });
    expect(issuesByPath(refundSchema, { order_uuid: UUID, amount: '-1' })).toEqual({ amount: 'notPositive' });
    expect(issuesByPath(refundSchema, { order_uuid: UUID, amount: '0.00' })).toEqual({
      amount: 'notPositive',
    });
  });
});

describe('orders list range', () => {
  it('takes Rome date-times in order', () => {
    expect(
      orderListRangeSchema.safeParse({ startDate: '2026-07-01 00:00:00', endDate: '2026-07-08 23:59:59' })
        .success,
    ).toBe(true);
    expect(
      issuesByPath(orderListRangeSchema, {
        startDate: '2026-07-09 00:00:00',
        endDate: '2026-07-08 23:59:59',
      }),
    ).toEqual({
      endDate: 'dateRangeReversed',
    });
    expect(
      issuesByPath(orderListRangeSchema, { startDate: '2026-07-01', endDate: '2026-07-08 23:59:59' }),
    ).toEqual({
      startDate: 'invalidDateTime',
    });
  });
});
