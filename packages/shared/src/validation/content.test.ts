import { describe, expect, it } from 'vitest';
import { VARIABLE_VALUE_MAX } from '../constants';
import { seoUrlFromName } from '../seo/seo-url';
import { anchorSchema, seoUrlSchema, variableSchema, variableValueSchema } from './content';
import { isAcceptedUpload } from './uploads';
import { issueMessages, issuesByPath } from './test-support';

describe('content fields', () => {
  it('accepts generated SEO urls and nothing else', () => {
    expect(seoUrlSchema.safeParse(seoUrlFromName('Новый тариф 2026')).success).toBe(true);
    expect(issueMessages(seoUrlSchema, 'Novyy Tarif')).toEqual(['invalidSeoUrl']);
    expect(issueMessages(seoUrlSchema, '')).toEqual(['fieldRequired']);
  });

  it('keeps variable values to 256', () => {
    expect(VARIABLE_VALUE_MAX).toBe(256);
    expect(issueMessages(variableValueSchema, 'a'.repeat(256))).toEqual([]);
    expect(issueMessages(variableValueSchema, 'a'.repeat(257))).toEqual(['tooLong']);
  });

  it('checks variable names', () => {
    expect(variableSchema.parse({ name: 'phone_number-1', value: '', publish: '1' })).toEqual({
      name: 'phone_number-1',
      value: '',
      publish: 1,
    });
    expect(issuesByPath(variableSchema, { name: 'Phone', value: '', publish: 1 })).toEqual({
      name: 'invalidVariableName',
    });
    expect(issuesByPath(variableSchema, { name: '', value: '', publish: 1 })).toEqual({
      name: 'fieldRequired',
    });
  });

  it('allows empty anchors and Latin ones', () => {
    expect(anchorSchema.safeParse('').success).toBe(true);
    expect(anchorSchema.safeParse('Price_list-2').success).toBe(true);
    expect(issueMessages(anchorSchema, 'price list')).toEqual(['invalidAnchor']);
  });
});

describe('isAcceptedUpload', () => {
  it('accepts jpg and png images', () => {
    expect(isAcceptedUpload('image', 'photo.JPG', 'image/jpeg')).toBe(true);
    expect(isAcceptedUpload('image', 'photo.png')).toBe(true);
    expect(isAcceptedUpload('image', 'photo.gif', 'image/gif')).toBe(false);
    expect(isAcceptedUpload('image', 'photo.png', 'image/gif')).toBe(false);
  });

  it('accepts pdf, html and csv by their kinds', () => {
    expect(isAcceptedUpload('pdf', 'contract.pdf', 'application/pdf')).toBe(true);
    expect(isAcceptedUpload('pdf', 'contract.docx')).toBe(false);
    expect(isAcceptedUpload('html', 'template.html', 'text/html')).toBe(true);
    expect(isAcceptedUpload('html', 'template.txt', 'text/plain')).toBe(false);
    expect(isAcceptedUpload('csv', 'stores.csv', 'application/vnd.ms-excel')).toBe(true);
    expect(isAcceptedUpload('csv', 'stores.xlsx')).toBe(false);
  });
});
