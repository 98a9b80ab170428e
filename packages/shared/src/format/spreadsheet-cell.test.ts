import { describe, expect, it } from 'vitest';

import { csvField, csvRecord, looksLikeFormula, spreadsheetCellText } from './spreadsheet-cell';

describe('spreadsheetCellText', () => {
  it.each(['=1+2', '+39 333 abc', '-2', '@SUM(A1)', '\tcmd', '\r=x', '=HYPERLINK("http://x")', '+1-2'])(
    'prefixes %j with an apostrophe',
    (value) => {
      expect(spreadsheetCellText(value)).toBe(`'${value}`);
      expect(looksLikeFormula(spreadsheetCellText(value))).toBe(false);
    },
  );

  it.each(['', 'Mario', '12,50', 'a=b', ' =x', "'=already", 'riga 1\nriga 2'])('keeps %j', (value) => {
    expect(spreadsheetCellText(value)).toBe(value);
  });

  it.each(['+393125351084', '+39 312 5351084', '+39 333 123 4567'])(
    'writes the bare phone number %j without an apostrophe',
    (value) => {
      expect(looksLikeFormula(value)).toBe(false);
      expect(spreadsheetCellText(value)).toBe(value);
    },
  );

  it.each([
    ['\u0001=1+1', "'=1+1"],
    ['\u000b+1+1', "'+1+1"],
    ['\u001f\u007f@SUM(A1)', "'@SUM(A1)"],
    ['\u0000\u0008-2', "'-2"],
    ['\ufffe=x', "'=x"],
    ['Ma\u0001rio', 'Mario'],
    ['\u0001+393125351084', '+393125351084'],
  ])('removes control characters before neutralising %j', (value, written) => {
    expect(spreadsheetCellText(value)).toBe(written);
    expect(looksLikeFormula(spreadsheetCellText(value))).toBe(false);
  });
});

describe('csvField', () => {
  it.each([
    ['Mario', 'Mario'],
    ['12', '12'],
    ['Via Roma 10, Torino', '"Via Roma 10, Torino"'],
    ['12,50', '"12,50"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['riga 1\r\nriga 2', '"riga 1\r\nriga 2"'],
    ['=1+1', '"\'=1+1"'],
    ['\u0001=1+1', '"\'=1+1"'],
    ['+393125351084', '"+393125351084"'],
    ['a-b@example.test', '"a-b@example.test"'],
    ['a=b', '"a=b"'],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['Rossi,=1+1', '"Rossi,\'=1+1"'],
    ['Rossi,+1', '"Rossi,\'+1"'],
    ['a,"=b"', '"a,\'""=b"""'],
    ['Via Roma 10, =x', '"Via Roma 10, =x"'],
  ])('keeps cells after a comma from being formulas for a "," reader: %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('csvRecord', () => {
  it("separates fields with ';' and ends with CRLF", () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a;"b,c";\r\n');
  });
});
