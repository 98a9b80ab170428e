import { describe, expect, it } from 'vitest';
import {
  anchorInput,
  clampPercent,
  discountCodeNameInput,
  parsePriceInput,
  priceInput,
  variableNameInput,
} from './input-filters';

describe('input filters', () => {
  it('variable names keep 0-9 a-z _ -', () => {
    expect(variableNameInput('my_Var-1 {x}!')).toBe('my_ar-1x');
  });

  it('anchors keep letters, digits, - and _', () => {
    expect(anchorInput('Section 1_a-b#c')).toBe('Section1_a-bc');
  });

  it('discount code names keep letters and digits, upper-cased', () => {
    expect(discountCodeNameInput('summer-2026 sale!')).toBe('SUMMER2026SALE');
  });

  it('prices keep digits, space, dot and comma', () => {
    expect(priceInput('€ 1 234,50abc.')).toBe(' 1 234,50.');
  });

  it('reads price inputs', () => {
    expect(parsePriceInput('12,50')).toBe(12.5);
    expect(parsePriceInput('1 234.5')).toBe(1234.5);
    expect(parsePriceInput('7')).toBe(7);
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('1,2,3')).toBeNull();
  });

  it('clamps percents to 0..100', () => {
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(99.5)).toBe(99.5);
    expect(clampPercent(-5)).toBe(0);
  });
});
