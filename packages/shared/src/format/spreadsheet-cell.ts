/**
 * OWASP CSV injection: a spreadsheet reads a cell beginning with = + - @, a tab or a carriage return
 * as a formula (or hides one behind it). Such a text gets a leading apostrophe, which Excel and
 * LibreOffice show as plain text. Used for every text cell of every CSV and XLSX file we produce.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** True when a text would be read as a formula (for tests and checks). */
export const looksLikeFormula = (value: string): boolean => FORMULA_START.test(value);
