import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  ID_LENGTH,
  isLocale,
  LOCALES,
  MAP_DEFAULT_CENTER,
  NEW_ORDERS_POLL_MS,
  PAGE_SIZE,
  SESSION_TOKEN_HEADER,
  TENANT_HEADER_VALUE,
  UPLOAD_KINDS,
} from './constants';

describe('constants', () => {
  it('keeps the spec values', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(ID_LENGTH).toBe(36);
    expect(NEW_ORDERS_POLL_MS).toBe(60000);
    expect(MAP_DEFAULT_CENTER).toEqual([45.464183, 9.189595]);
    expect(SESSION_TOKEN_HEADER).toBe('x-session-token');
    expect(TENANT_HEADER_VALUE).toBe('null');
  });

  it('offers English (default) and Italian', () => {
    expect(LOCALES).toEqual(['en', 'it']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('it')).toBe(true);
    expect(isLocale('ru')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('accepts jpg/png images and pdf only for prospects', () => {
    expect(UPLOAD_KINDS.image.mimeTypes).toEqual(['image/jpeg', 'image/png']);
    expect(UPLOAD_KINDS.pdf.extensions).toEqual(['.pdf']);
  });
});
