import { describe, expect, it } from 'vitest';
import { reportDateRange } from '../format/date';
import { parseOfferDetailOtherTexts, serializeOfferDetailOtherTexts } from './offer-details';
import { reportRequestSchema } from './reports';
import { storeSchema } from './stores';
import { issuesByPath } from './test-support';

describe('stores', () => {
  it('requires name and address and reads coordinates', () => {
    expect(
      storeSchema.parse({
        store_name: 'Duomo',
        address: 'Piazza del Duomo, Milano',
        latitude: '45.4642',
        longitude: 9.19,
        status: true,
      }),
    ).toEqual({
      store_name: 'Duomo',
      address: 'Piazza del Duomo, Milano',
      latitude: 45.4642,
      longitude: 9.19,
      status: 1,
    });
    expect(
      issuesByPath(storeSchema, { store_name: '', address: '', latitude: 91, longitude: -181, status: 0 }),
    ).toEqual({
      store_name: 'fieldRequired',
      address: 'fieldRequired',
      latitude: 'invalidLatitude',
      longitude: 'invalidLongitude',
    });
  });
});

describe('reports', () => {
  it('takes the range built by reportDateRange', () => {
    const request = { ...reportDateRange('2026-07-01', '2026-07-31'), type: 3, discount_code: 'SUMMER26' };
    expect(reportRequestSchema.parse(request)).toEqual(request);
  });

  it('rejects unknown types and reversed ranges', () => {
    expect(
      issuesByPath(reportRequestSchema, { ...reportDateRange('2026-07-01', '2026-07-31'), type: 4 }),
    ).toEqual({
      type: 'invalidValue',
    });
    expect(
      issuesByPath(reportRequestSchema, { ...reportDateRange('2026-07-31', '2026-07-01'), type: 0 }),
    ).toEqual({
      date_to: 'dateRangeReversed',
    });
  });
});

describe('offer detail other_texts', () => {
  const texts = {
    other_text_one_it: 'uno',
    other_text_one_en: 'one',
    other_text_two_it: 'due',
    other_text_two_en: 'two',
  };

  it('round-trips the four texts through one JSON string', () => {
    expect(parseOfferDetailOtherTexts(serializeOfferDetailOtherTexts(texts))).toEqual(texts);
  });

  it('reads missing or broken JSON as empty texts', () => {
    const empty = {
      other_text_one_it: '',
      other_text_one_en: '',
      other_text_two_it: '',
      other_text_two_en: '',
    };
    expect(parseOfferDetailOtherTexts(null)).toEqual(empty);
    expect(parseOfferDetailOtherTexts('{not json')).toEqual(empty);
    expect(parseOfferDetailOtherTexts('{"other_text_one_it":"solo"}')).toEqual({
      ...empty,
      other_text_one_it: 'solo',
    });
  });
});
