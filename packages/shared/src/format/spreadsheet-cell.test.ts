import { describe, expect, it } from 'vitest';

import { looksLikeFormula, neutraliseSpreadsheetCell } from './spreadsheet-cell';

describe('neutraliseSpreadsheetCell', () => {
  it.each(['=1+2', '+39 333', '-2', '@SUM(A1)', '\tcmd', '\r=x', '=HYPERLINK("http://x")'])(
    'prefixes %j with an apostrophe',
    (value) => {
      expect(neutraliseSpreadsheetCell(value)).toBe(`'${value}`);
      expect(looksLikeFormula(neutraliseSpreadsheetCell(value))).toBe(false);
    },
  );

  it.each(['', 'Mario', '12,50', 'a=b', ' =x', "'=already"])('keeps %j', (value) => {
    expect(neutraliseSpreadsheetCell(value)).toBe(value);
  });
});
