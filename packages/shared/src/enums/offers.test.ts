import { describe, expect, it } from 'vitest';
import { BLOG_CARD_DESIGNS } from './content';
import { enumKeyOf, isOneOf } from './enum-helpers';
import {
  BOX_COLORS,
  DEFAULT_OFFER_PRICE_FOR,
  isOfferDetailOtherTextEnabled,
  isOfferOtherTextEnabled,
  NEW_OFFER_DEFAULTS,
  OFFER_DESIGNS,
  OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS,
  OFFER_DETAIL_PRICE_TEXT_LABELS,
  OFFER_PRICE_FORS,
  OFFER_TARIFF_STATUS_LABELS,
  offerImageSizes,
  OPTION_TARIFF_STATUS_LABELS,
  tariffStatusFromFlag,
  tariffStatusToFlag,
} from './offers';
import { OPTION_MEASURES, OPTION_PERIODS, OPTION_TYPES } from './options';
import { OrderStatus } from './orders';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from './reports';

describe('offer enumerations', () => {
  it('lists designs, colours and price-for choices', () => {
    expect(OFFER_DESIGNS).toEqual(['Blue', 'Orange', 'Transparent']);
    expect(BLOG_CARD_DESIGNS).toEqual(['Blue', 'Orange', 'White', 'With image']);
    expect(BOX_COLORS).toEqual(['light-gray', 'light-red', 'light-blue']);
    expect(OFFER_PRICE_FORS).toEqual([
      'al mese',
      '1° mese',
      'con 2 mesi inclusi',
      'con 3 mesi inclusi',
      'other',
    ]);
    expect(DEFAULT_OFFER_PRICE_FOR).toBe('al mese');
  });

  it('enables the other text for other only', () => {
    expect(OFFER_PRICE_FORS.filter(isOfferOtherTextEnabled)).toEqual(['other']);
    expect([1, 2, 3, 4].filter(isOfferDetailOtherTextEnabled)).toEqual([4]);
  });

  it('labels the offer-detail price texts in Italian', () => {
    expect(OFFER_DETAIL_PRICE_TEXT_LABELS).toEqual({
      1: 'al mese',
      2: 'primo mese',
      3: 'due mesi inclusi',
      4: 'other',
    });
    expect(OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS[2]).toBe("sconto all'attivazione");
    expect(OFFER_DETAIL_ACTIVATION_PRICE_TEXT_LABELS[3]).toBe('nessun costo di attivazione');
  });

  it('maps the tariff status radio to 1/0 and back', () => {
    expect(tariffStatusToFlag('active')).toBe(1);
    expect(tariffStatusToFlag('non_active')).toBe(0);
    expect(tariffStatusFromFlag(1)).toBe('active');
    expect(tariffStatusFromFlag(0)).toBe('non_active');
    expect(tariffStatusFromFlag(null)).toBe('non_active');
    expect(OFFER_TARIFF_STATUS_LABELS.non_active).toBe('Offerte non più attivabili');
    expect(OPTION_TARIFF_STATUS_LABELS.active).toBe('Opzione attivabili');
  });

  it('sizes slide images by design', () => {
    expect(offerImageSizes('Blue').photo_slide_lg).toEqual({ width: 725, height: 745 });
    expect(offerImageSizes('Transparent').photo_slide_lg).toEqual({ width: 1400, height: 800 });
    expect(offerImageSizes('Transparent').photo_slide).toEqual({ width: 1000, height: 580 });
    expect(offerImageSizes('Orange').photo_slide_m).toEqual({ width: 450, height: 300 });
    expect(offerImageSizes(null).photo_list).toEqual({ width: 700, height: 350 });
  });

  it('starts a new offer with the spec defaults', () => {
    expect(NEW_OFFER_DEFAULTS).toMatchObject({
      publish: 1,
      display_home: 0,
      display_slider: 0,
      free: 1,
      price_for: 'al mese',
      priority: '',
    });
  });
});

describe('options and reports', () => {
  it('lists option choices', () => {
    expect(OPTION_TYPES).toEqual(['extra', 'service']);
    expect(OPTION_PERIODS).toEqual(['al ora', 'al giorno', 'alla settimana', 'al mese', 'al anno']);
    expect(OPTION_MEASURES).toEqual(['SMS', 'Giga', 'SIM', 'Minuti', 'Pezzo', 'Servizio']);
  });

  it('numbers report types 0..3', () => {
    expect(REPORT_TYPES).toEqual([0, 1, 2, 3]);
    expect(REPORT_TYPE_LABELS[0]).toBe('Logistics department');
  });
});

describe('enum helpers', () => {
  it('finds the key of a value', () => {
    expect(enumKeyOf(OrderStatus, 4)).toBe('PartiallyFinished');
    expect(enumKeyOf(OrderStatus, '4')).toBeNull();
  });

  it('checks membership', () => {
    expect(isOneOf(OPTION_TYPES, 'extra')).toBe(true);
    expect(isOneOf(OPTION_TYPES, 'Extra')).toBe(false);
  });
});
